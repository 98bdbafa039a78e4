/**
 * What the local provider's emails and texts say, in the locale a send names (`locale` on the OTP, magic-link and
 * password-reset sends, CONTRACT §5), as the hosted service words its own: English, and the widget's shipped
 * locales. The provider imports nothing from the widget, so it keeps its own list; a locale it lacks gets English.
 */

/** What a message is filled with: the project's name, and the code, the link and the minutes each message has. */
interface Fill {
  project: string;
  code?: string;
  link?: string;
  /** "5 minutes", in the locale's plural form. */
  minutes: string;
}

interface Wording {
  otpEmailSubject(f: Fill): string;
  otpPhoneSubject(f: Fill): string;
  otpBody(f: Fill): string;
  loginLinkSubject(f: Fill): string;
  signupLinkSubject(f: Fill): string;
  loginLinkBody(f: Fill): string;
  signupLinkBody(f: Fill): string;
  resetSubject(f: Fill): string;
  resetBody(f: Fill): string;
  /** "n minutes" by Intl.PluralRules' category, as the sentences above use it (after "in", "za", "بعد"…). */
  minutes: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
}

const WORDING: Record<string, Wording> = {
  en: {
    otpEmailSubject: (f) => `Your ${f.project} verification code`,
    otpPhoneSubject: (f) => `${f.project} verification code`,
    otpBody: (f) => `Your ${f.project} verification code is ${f.code}. It expires in ${f.minutes}.`,
    loginLinkSubject: (f) => `Your ${f.project} login link`,
    signupLinkSubject: (f) => `Finish creating your ${f.project} account`,
    loginLinkBody: (f) => `Click to log in: ${f.link}\nThis link expires in ${f.minutes}.`,
    signupLinkBody: (f) => `Click to finish signing up: ${f.link}\nThis link expires in ${f.minutes}.`,
    resetSubject: (f) => `Reset your ${f.project} password`,
    resetBody: (f) => `Click to choose a new password: ${f.link}\nThis link expires in ${f.minutes}.`,
    minutes: { one: '# minute', other: '# minutes' },
  },
  ar: {
    otpEmailSubject: (f) => `رمز التحقق الخاص بك في ${f.project}`,
    otpPhoneSubject: (f) => `رمز التحقق في ${f.project}`,
    otpBody: (f) => `رمز التحقق الخاص بك في ${f.project} هو ${f.code}. تنتهي صلاحيته بعد ${f.minutes}.`,
    loginLinkSubject: (f) => `رابط تسجيل الدخول إلى ${f.project}`,
    signupLinkSubject: (f) => `إكمال إنشاء حسابك في ${f.project}`,
    loginLinkBody: (f) => `لتسجيل الدخول، يُرجى النقر على الرابط: ${f.link}\nتنتهي صلاحية هذا الرابط بعد ${f.minutes}.`,
    signupLinkBody: (f) => `لإكمال التسجيل، يُرجى النقر على الرابط: ${f.link}\nتنتهي صلاحية هذا الرابط بعد ${f.minutes}.`,
    resetSubject: (f) => `إعادة تعيين كلمة المرور في ${f.project}`,
    resetBody: (f) => `لاختيار كلمة مرور جديدة، يُرجى النقر على الرابط: ${f.link}\nتنتهي صلاحية هذا الرابط بعد ${f.minutes}.`,
    minutes: { zero: '# دقيقة', one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' },
  },
  he: {
    otpEmailSubject: (f) => `קוד האימות שלך ב-${f.project}`,
    otpPhoneSubject: (f) => `קוד אימות ל-${f.project}`,
    otpBody: (f) => `קוד האימות שלך ב-${f.project} הוא ${f.code}. התוקף שלו יפוג בעוד ${f.minutes}.`,
    loginLinkSubject: (f) => `קישור ההתחברות שלך ל-${f.project}`,
    signupLinkSubject: (f) => `השלמת יצירת החשבון ב-${f.project}`,
    loginLinkBody: (f) => `להתחברות יש ללחוץ על הקישור: ${f.link}\nתוקף הקישור יפוג בעוד ${f.minutes}.`,
    signupLinkBody: (f) => `להשלמת ההרשמה יש ללחוץ על הקישור: ${f.link}\nתוקף הקישור יפוג בעוד ${f.minutes}.`,
    resetSubject: (f) => `איפוס הסיסמה ב-${f.project}`,
    resetBody: (f) => `לבחירת סיסמה חדשה יש ללחוץ על הקישור: ${f.link}\nתוקף הקישור יפוג בעוד ${f.minutes}.`,
    minutes: { one: 'דקה אחת', two: 'שתי דקות', other: '# דקות' },
  },
  ja: {
    otpEmailSubject: (f) => `${f.project} の確認コード`,
    otpPhoneSubject: (f) => `${f.project} の確認コード`,
    otpBody: (f) => `${f.project} の確認コードは ${f.code} です。有効期限は ${f.minutes}です。`,
    loginLinkSubject: (f) => `${f.project} のログインリンク`,
    signupLinkSubject: (f) => `${f.project} のアカウント作成を完了してください`,
    loginLinkBody: (f) => `クリックしてログインしてください: ${f.link}\nこのリンクの有効期限は ${f.minutes}です。`,
    signupLinkBody: (f) => `クリックして登録を完了してください: ${f.link}\nこのリンクの有効期限は ${f.minutes}です。`,
    resetSubject: (f) => `${f.project} のパスワードを再設定してください`,
    resetBody: (f) => `クリックして新しいパスワードを設定してください: ${f.link}\nこのリンクの有効期限は ${f.minutes}です。`,
    minutes: { other: '# 分' },
  },
  'zh-CN': {
    otpEmailSubject: (f) => `您的 ${f.project} 验证码`,
    otpPhoneSubject: (f) => `${f.project} 验证码`,
    otpBody: (f) => `您的 ${f.project} 验证码是 ${f.code}，${f.minutes}内有效。`,
    loginLinkSubject: (f) => `您的 ${f.project} 登录链接`,
    signupLinkSubject: (f) => `完成创建您的 ${f.project} 账号`,
    loginLinkBody: (f) => `点击登录：${f.link}\n此链接 ${f.minutes}内有效。`,
    signupLinkBody: (f) => `点击完成注册：${f.link}\n此链接 ${f.minutes}内有效。`,
    resetSubject: (f) => `重置您的 ${f.project} 密码`,
    resetBody: (f) => `点击设置新密码：${f.link}\n此链接 ${f.minutes}内有效。`,
    minutes: { other: '# 分钟' },
  },
  ko: {
    otpEmailSubject: (f) => `${f.project} 인증번호`,
    otpPhoneSubject: (f) => `${f.project} 인증번호`,
    otpBody: (f) => `${f.project} 인증번호는 ${f.code}입니다. ${f.minutes} 후에 만료됩니다.`,
    loginLinkSubject: (f) => `${f.project} 로그인 링크`,
    signupLinkSubject: (f) => `${f.project} 계정 만들기를 완료하세요`,
    loginLinkBody: (f) => `로그인하려면 클릭하세요: ${f.link}\n이 링크는 ${f.minutes} 후에 만료됩니다.`,
    signupLinkBody: (f) => `가입을 완료하려면 클릭하세요: ${f.link}\n이 링크는 ${f.minutes} 후에 만료됩니다.`,
    resetSubject: (f) => `${f.project} 비밀번호 재설정`,
    resetBody: (f) => `새 비밀번호를 설정하려면 클릭하세요: ${f.link}\n이 링크는 ${f.minutes} 후에 만료됩니다.`,
    minutes: { other: '#분' },
  },
  es: {
    otpEmailSubject: (f) => `Tu código de verificación de ${f.project}`,
    otpPhoneSubject: (f) => `Código de verificación de ${f.project}`,
    otpBody: (f) => `Tu código de verificación de ${f.project} es ${f.code}. Caduca en ${f.minutes}.`,
    loginLinkSubject: (f) => `Tu enlace de inicio de sesión de ${f.project}`,
    signupLinkSubject: (f) => `Termina de crear tu cuenta de ${f.project}`,
    loginLinkBody: (f) => `Haz clic para iniciar sesión: ${f.link}\nEste enlace caduca en ${f.minutes}.`,
    signupLinkBody: (f) => `Haz clic para terminar de registrarte: ${f.link}\nEste enlace caduca en ${f.minutes}.`,
    resetSubject: (f) => `Restablece tu contraseña de ${f.project}`,
    resetBody: (f) => `Haz clic para elegir una contraseña nueva: ${f.link}\nEste enlace caduca en ${f.minutes}.`,
    minutes: { one: '# minuto', other: '# minutos' },
  },
  fr: {
    otpEmailSubject: (f) => `Votre code de validation ${f.project}`,
    otpPhoneSubject: (f) => `Code de validation ${f.project}`,
    otpBody: (f) => `Votre code de validation ${f.project} est ${f.code}. Il expire dans ${f.minutes}.`,
    loginLinkSubject: (f) => `Votre lien de connexion ${f.project}`,
    signupLinkSubject: (f) => `Terminez la création de votre compte ${f.project}`,
    loginLinkBody: (f) => `Cliquez pour vous connecter : ${f.link}\nCe lien expire dans ${f.minutes}.`,
    signupLinkBody: (f) => `Cliquez pour terminer votre inscription : ${f.link}\nCe lien expire dans ${f.minutes}.`,
    resetSubject: (f) => `Réinitialisez votre mot de passe ${f.project}`,
    resetBody: (f) => `Cliquez pour choisir un nouveau mot de passe : ${f.link}\nCe lien expire dans ${f.minutes}.`,
    minutes: { one: '# minute', other: '# minutes' },
  },
  de: {
    otpEmailSubject: (f) => `Ihr Bestätigungscode für ${f.project}`,
    otpPhoneSubject: (f) => `Bestätigungscode für ${f.project}`,
    otpBody: (f) => `Ihr Bestätigungscode für ${f.project} lautet ${f.code}. Er läuft in ${f.minutes} ab.`,
    loginLinkSubject: (f) => `Ihr Anmeldelink für ${f.project}`,
    signupLinkSubject: (f) => `Schließen Sie die Einrichtung Ihres Kontos bei ${f.project} ab`,
    loginLinkBody: (f) => `Klicken Sie hier, um sich anzumelden: ${f.link}\nDieser Link läuft in ${f.minutes} ab.`,
    signupLinkBody: (f) => `Klicken Sie hier, um die Registrierung abzuschließen: ${f.link}\nDieser Link läuft in ${f.minutes} ab.`,
    resetSubject: (f) => `Setzen Sie Ihr Passwort für ${f.project} zurück`,
    resetBody: (f) => `Klicken Sie hier, um ein neues Passwort festzulegen: ${f.link}\nDieser Link läuft in ${f.minutes} ab.`,
    minutes: { one: '# Minute', other: '# Minuten' },
  },
  'pt-BR': {
    otpEmailSubject: (f) => `Seu código de verificação do ${f.project}`,
    otpPhoneSubject: (f) => `Código de verificação do ${f.project}`,
    otpBody: (f) => `Seu código de verificação do ${f.project} é ${f.code}. Ele expira em ${f.minutes}.`,
    loginLinkSubject: (f) => `Seu link de login do ${f.project}`,
    signupLinkSubject: (f) => `Conclua a criação da sua conta no ${f.project}`,
    loginLinkBody: (f) => `Clique para entrar: ${f.link}\nEste link expira em ${f.minutes}.`,
    signupLinkBody: (f) => `Clique para concluir o cadastro: ${f.link}\nEste link expira em ${f.minutes}.`,
    resetSubject: (f) => `Redefina sua senha do ${f.project}`,
    resetBody: (f) => `Clique para escolher uma nova senha: ${f.link}\nEste link expira em ${f.minutes}.`,
    minutes: { one: '# minuto', other: '# minutos' },
  },
  it: {
    otpEmailSubject: (f) => `Il tuo codice di verifica di ${f.project}`,
    otpPhoneSubject: (f) => `Codice di verifica di ${f.project}`,
    otpBody: (f) => `Il tuo codice di verifica di ${f.project} è ${f.code}. Scade tra ${f.minutes}.`,
    loginLinkSubject: (f) => `Il tuo link di accesso a ${f.project}`,
    signupLinkSubject: (f) => `Completa la creazione del tuo account ${f.project}`,
    loginLinkBody: (f) => `Fai clic per accedere: ${f.link}\nQuesto link scade tra ${f.minutes}.`,
    signupLinkBody: (f) => `Fai clic per completare la registrazione: ${f.link}\nQuesto link scade tra ${f.minutes}.`,
    resetSubject: (f) => `Reimposta la password di ${f.project}`,
    resetBody: (f) => `Fai clic per scegliere una nuova password: ${f.link}\nQuesto link scade tra ${f.minutes}.`,
    minutes: { one: '# minuto', other: '# minuti' },
  },
  nl: {
    otpEmailSubject: (f) => `Je verificatiecode voor ${f.project}`,
    otpPhoneSubject: (f) => `Verificatiecode voor ${f.project}`,
    otpBody: (f) => `Je verificatiecode voor ${f.project} is ${f.code}. Deze verloopt over ${f.minutes}.`,
    loginLinkSubject: (f) => `Je inloglink voor ${f.project}`,
    signupLinkSubject: (f) => `Rond het aanmaken van je account bij ${f.project} af`,
    loginLinkBody: (f) => `Klik om in te loggen: ${f.link}\nDeze link verloopt over ${f.minutes}.`,
    signupLinkBody: (f) => `Klik om je registratie af te ronden: ${f.link}\nDeze link verloopt over ${f.minutes}.`,
    resetSubject: (f) => `Stel je wachtwoord voor ${f.project} opnieuw in`,
    resetBody: (f) => `Klik om een nieuw wachtwoord te kiezen: ${f.link}\nDeze link verloopt over ${f.minutes}.`,
    minutes: { one: '# minuut', other: '# minuten' },
  },
  pl: {
    otpEmailSubject: (f) => `Twój kod weryfikacyjny ${f.project}`,
    otpPhoneSubject: (f) => `Kod weryfikacyjny ${f.project}`,
    otpBody: (f) => `Twój kod weryfikacyjny ${f.project} to ${f.code}. Wygaśnie za ${f.minutes}.`,
    loginLinkSubject: (f) => `Twój link do logowania w ${f.project}`,
    signupLinkSubject: (f) => `Dokończ zakładanie konta w ${f.project}`,
    loginLinkBody: (f) => `Kliknij, aby się zalogować: ${f.link}\nLink wygaśnie za ${f.minutes}.`,
    signupLinkBody: (f) => `Kliknij, aby dokończyć rejestrację: ${f.link}\nLink wygaśnie za ${f.minutes}.`,
    resetSubject: (f) => `Zresetuj hasło do ${f.project}`,
    resetBody: (f) => `Kliknij, aby wybrać nowe hasło: ${f.link}\nLink wygaśnie za ${f.minutes}.`,
    minutes: { one: '# minutę', few: '# minuty', many: '# minut', other: '# minuty' },
  },
};

/** The locales the provider words its messages in: English and the widget's shipped ones. */
export const WORDED_LOCALES = Object.keys(WORDING);

/** A send's `locale` → a worded one: the tag itself, else its language alone (`fr-CA` → fr, `zh` → zh-CN), else English. */
export function wordedLocale(locale: string | undefined): string {
  let tag: string | undefined;
  try {
    [tag] = Intl.getCanonicalLocales(locale ?? []);
  } catch {
    // A locale that is no language tag is worded in English, as one the provider lacks.
  }
  if (!tag) return 'en';
  if (Object.hasOwn(WORDING, tag)) return tag;
  const language = tag.split('-')[0];
  return WORDED_LOCALES.find((known) => known.split('-')[0] === language) ?? 'en';
}

type Message = Exclude<keyof Wording, 'minutes'>;

/** One message of a send, in its locale. */
export function word(locale: string | undefined, message: Message, fill: Omit<Fill, 'minutes'> & { minutes: number }): string {
  const tag = wordedLocale(locale);
  const wording = WORDING[tag]!;
  const form = wording.minutes[new Intl.PluralRules(tag).select(fill.minutes)] ?? wording.minutes.other;
  return wording[message]({ ...fill, minutes: form.replace('#', String(fill.minutes)) });
}
