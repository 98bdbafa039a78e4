import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** Simplified Chinese (zh-CN). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': '缺少必需参数：{name}。请联系应用的开发者。',
  'idp.noSession': '未检测到有效会话。请登录以继续。',
  'idp.signIn.for': '正在登录 {client}。',
  'idp.problem.title': '出了点问题',
  'idp.redirecting': '正在返回应用…',
  'idp.consent.titleAccess': '{client} 请求访问您的 {project} 账号',
  'idp.consent.titleSignIn': '使用 {project} 登录 {client}',
  'idp.consent.intro': '{client} 将能够：',
  'idp.consent.allow': '允许',
  'idp.consent.deny': '拒绝',
  'idp.consent.denied': '已拒绝该应用的访问。',
  'idp.scope.openid': '确认您的身份',
  'idp.scope.profile': '查看您的姓名',
  'idp.scope.email': '查看您的邮箱地址',
  'idp.scope.phone': '查看您的手机号码',
  'idp.scope.offline_access': '在您不使用时仍保持对您账号的访问',
  'idp.scope.full_access': '以完全访问权限代表您操作您的账号',
  'idp.scope.other': '使用 {scope} 权限范围',
  'idp.logout.title': '要退出登录吗？',
  'idp.logout.text': '该应用请求退出您的 {project} 账号。',
  'idp.logout.yes': '是',
  'idp.logout.no': '否',
  'idp.logout.stayedTitle': '仍处于登录状态',
  'idp.logout.stayed': '您尚未退出登录。可以关闭此页面。',
  'idp.unsafeRedirect': '该应用提供的返回地址无法打开。',
};

export default texts;
