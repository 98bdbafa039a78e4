import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** Korean (ko). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': '{wallet}에서 계속하기',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': '다른 이더리움 지갑',
  'crypto.wallet.otherSolana': '다른 솔라나 지갑',
  'crypto.otherWallets': '다른 암호화폐 지갑으로 계속하기',
  'crypto.setUp': '새 암호화폐 지갑 설정하기',
  'crypto.wallets': '암호화폐 지갑',
  'crypto.other.title': '다른 암호화폐 지갑',
  'crypto.setup.title': '새 암호화폐 지갑 설정',
  'crypto.setup.text':
    '암호화폐 지갑이 있으면 비밀번호나 인증번호 없이 로그인할 수 있습니다. 아래와 같은 이더리움 또는 솔라나 지갑을 설치한 다음, 이 화면으로 돌아와 해당 지갑으로 계속하세요.',
  'crypto.setup.downloads': '지갑 다운로드',
  'crypto.newTab': '(새 탭에서 열림)',
  'crypto.connect.title': '지갑 연결',
  'crypto.connect.text': '계속하려면 {wallet}에서 연결 요청을 승인하세요.',
  'crypto.sign.title': '메시지 서명',
  'crypto.sign.text': '{wallet}에 표시된 메시지에 서명하세요. 서명은 지갑이 본인 소유임을 증명하며, 비용이 들지 않고 거래도 보내지 않습니다.',
  'crypto.waiting': '{wallet}의 응답을 기다리는 중…',
  'crypto.stuck': '아무 반응이 없나요? 뒤로 화살표를 눌러 로그인 화면으로 돌아간 다음 다시 시도하세요.',
  'crypto.error.title': '오류가 발생한 것 같습니다',
  'crypto.error.text': '로그인 요청을 완료하지 못했습니다. 뒤로 화살표를 눌러 로그인 화면으로 돌아간 다음 다시 시도하세요.',
  'crypto.error.connect': '[오류] 지갑에 연결하지 못했습니다',
  'crypto.error.sign': '[오류] 메시지에 서명하지 못했습니다',
  'crypto.confirmation.title': '완료',
  'crypto.confirmation.text': '지갑이 확인되어 로그인되었습니다.',
};

export default texts;
