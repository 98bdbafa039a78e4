import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': '使用通行密钥登录',
  'passkey.error.unknown': '通行密钥验证时发生未知错误。请重试。',
  'passkey.error.notFound': '未找到该通行密钥的注册信息。您可能已从账号中删除了该通行密钥，但没有从密码管理器中删除。请重试。',
  'passkey.error.alreadyRegistered': '无法创建该通行密钥，因为它似乎已经注册过。此通行密钥可能是在另一台设备上注册的，并已在设备间同步。',
  'passkey.error.notCreated': '未创建通行密钥。点击“创建通行密钥”重试，或跳过，不添加通行密钥。',
  'passkey.error.noUser': '错误：没有已通过身份验证的活跃用户时，无法使用 PasskeyRegistration 组件。',
  'passkey.confirmation.title': '成功',
  'passkey.confirmation.text': '您的通行密钥已验证成功。',
  'passkey.start.title': '设置新的通行密钥',
  'passkey.start.subtitle': '有了通行密钥，就无需记住复杂的密码。',
  'passkey.start.text': '通行密钥是使用您的指纹、面容或屏幕锁创建的加密数字密钥。创建通行密钥后，您可以轻松、安全地登录您的账号。',
  'passkey.start.create': '创建通行密钥',
  'passkey.start.skip': '跳过',
  'passkey.list.created': '通行密钥已创建！',
  'passkey.list.title': '您的通行密钥',
  'passkey.list.existing': '现有通行密钥',
  'passkey.list.none': '还没有通行密钥。',
  'passkey.list.rename': '重命名',
  'passkey.list.renameOne': '重命名 {name}',
  'passkey.list.deleteOne': '删除 {name}',
  'passkey.list.nameLabel': '通行密钥名称',
  'passkey.list.save': '保存',
  'passkey.list.cancel': '取消',
  'passkey.list.deleteWarning': '通行密钥删除后将无法恢复。',
  'passkey.list.confirmDelete': '删除',
  'passkey.list.another': '再设置一个通行密钥',
  'passkey.list.done': '完成',
  'passkey.done.title': '设置完成',
  'passkey.done.text': '您的通行密钥设置已保存。',
  'passkey.upgrade.title': '您已登录',
  'passkey.upgrade.text': '下次可以使用通行密钥登录：用指纹、面容或屏幕锁代替密码或验证码。',
  'passkey.upgrade.create': '为下次登录创建通行密钥',
  'passkey.upgrade.later': '以后再说',
  'passkey.upgrade.failed': '未创建通行密钥。请重试，或选择“以后再说”，不使用通行密钥继续。',
  'passkey.upgrade.created': '您的通行密钥已就绪，下次可以用它登录。',
  'passkey.upgrade.skipped': '您已登录。',
};

export default texts;
