import type { Language } from '@fsp/domain';

/**
 * The single sign-on's refusals (POST /auth/sso/authorize, POST /auth/exchangetoken) in the caller's language: Accept-Language,
 * as the password sign-in's, since no one is signed in yet (docs/decisions/0032-refusals-in-the-callers-language.md). The
 * login page words them by their error code itself; these are for any other client. English is byte for byte the old text.
 */
export interface SsoRefusalTexts {
  /** 501: OIDC_ISSUER_URL is not set. */
  notConfigured: string;
  /** 400 invalid_request: no started sign-in of this browser has this state (unknown, expired, used, another browser's). */
  unknownSignIn: string;
  /** 502: the provider cannot be reached or answers 5xx. */
  unavailable: string;
  /** 400 invalid_grant: the provider's token endpoint refused the code. */
  refusedCode: string;
  /** 401 invalid_token: the ID token failed validation. */
  unverifiable: string;
  /** 400 access_denied: the provider answered the authorization with an error code (named as it sent it). */
  providerError(error: string): string;
  /** 403 unknown_user: no active portal user for the account. */
  notRegistered: string;
  /** 403 no_username: neither the configured claim nor a verified e-mail. */
  noUsername(claim: string): string;
  /** 403 account_conflict: the user is linked to another account of this provider. */
  accountConflict: string;
}

export const SSO_REFUSALS: Readonly<Record<Language, SsoRefusalTexts>> = {
  en: {
    notConfigured: 'External single sign-on is not configured on this server. Use the login form.',
    unknownSignIn: 'This sign-in is unknown, expired or was already used, or was started in another browser. Please sign in again.',
    unavailable: 'The sign-in service cannot be reached at the moment. Please try again later or use the login form.',
    refusedCode: 'The sign-in service did not accept this sign-in (it may have expired or been used already). Please sign in again.',
    unverifiable: 'The answer of the sign-in service could not be verified. Please sign in again.',
    providerError: (error) => `The sign-in service reported an error: ${error}`,
    notRegistered: 'Your account is not registered in this portal. Please ask an administrator for access.',
    noUsername: (claim) => `The sign-in service sent no user name (${claim} or a verified e-mail).`,
    accountConflict: 'This portal user is already linked to another account of the sign-in service. Please ask an administrator.',
  },
  tr: {
    notConfigured: 'Bu sunucuda harici tek oturum açma yapılandırılmamış. Giriş formunu kullanın.',
    unknownSignIn: 'Bu giriş denemesi bilinmiyor, süresi doldu, zaten kullanıldı ya da başka bir tarayıcıda başlatıldı. Lütfen tekrar giriş yapın.',
    unavailable: 'Giriş servisine şu anda ulaşılamıyor. Lütfen daha sonra tekrar deneyin veya giriş formunu kullanın.',
    refusedCode: 'Giriş servisi bu girişi kabul etmedi (süresi dolmuş ya da zaten kullanılmış olabilir). Lütfen tekrar giriş yapın.',
    unverifiable: 'Giriş servisinin yanıtı doğrulanamadı. Lütfen tekrar giriş yapın.',
    providerError: (error) => `Giriş servisi bir hata bildirdi: ${error}`,
    notRegistered: 'Hesabınız bu portalda kayıtlı değil. Lütfen erişim için bir yöneticiye başvurun.',
    noUsername: (claim) => `Giriş servisi bir kullanıcı adı göndermedi (${claim} ya da doğrulanmış bir e-posta adresi).`,
    accountConflict: 'Bu portal kullanıcısı giriş servisinde başka bir hesaba bağlı. Lütfen bir yöneticiye başvurun.',
  },
  ru: {
    notConfigured: 'Внешний единый вход на этом сервере не настроен. Воспользуйтесь формой входа.',
    unknownSignIn: 'Эта попытка входа неизвестна, истекла, уже использована или начата в другом браузере. Войдите снова.',
    unavailable: 'Служба входа сейчас недоступна. Повторите попытку позже или воспользуйтесь формой входа.',
    refusedCode: 'Служба входа не приняла эту попытку входа (возможно, она истекла или уже использована). Войдите снова.',
    unverifiable: 'Не удалось проверить ответ службы входа. Войдите снова.',
    providerError: (error) => `Служба входа сообщила об ошибке: ${error}`,
    notRegistered: 'Ваша учётная запись не зарегистрирована на портале. Обратитесь к администратору за доступом.',
    noUsername: (claim) => `Служба входа не передала имя пользователя (${claim} или подтверждённый адрес электронной почты).`,
    accountConflict: 'Этот пользователь портала уже связан с другой учётной записью службы входа. Обратитесь к администратору.',
  },
  az: {
    notConfigured: 'Bu serverdə xarici vahid giriş qurulmayıb. Giriş formundan istifadə edin.',
    unknownSignIn: 'Bu giriş naməlumdur, müddəti bitib, artıq istifadə olunub və ya başqa brauzerdə başladılıb. Yenidən daxil olun.',
    unavailable: 'Giriş xidmətinə hazırda çatmaq mümkün deyil. Sonra yenidən cəhd edin və ya giriş formundan istifadə edin.',
    refusedCode: 'Giriş xidməti bu girişi qəbul etmədi (müddəti bitmiş və ya artıq istifadə olunmuş ola bilər). Yenidən daxil olun.',
    unverifiable: 'Giriş xidmətinin cavabı yoxlanıla bilmədi. Yenidən daxil olun.',
    providerError: (error) => `Giriş xidməti xəta bildirdi: ${error}`,
    notRegistered: 'Hesabınız bu portalda qeydiyyatda deyil. Giriş üçün administratora müraciət edin.',
    noUsername: (claim) => `Giriş xidməti istifadəçi adı göndərmədi (${claim} və ya təsdiqlənmiş e-poçt ünvanı).`,
    accountConflict: 'Bu portal istifadəçisi artıq giriş xidmətinin başqa hesabına bağlıdır. Administratora müraciət edin.',
  },
  ge: {
    notConfigured: 'ამ სერვერზე გარე ერთიანი შესვლა არ არის გამართული. გამოიყენეთ შესვლის ფორმა.',
    unknownSignIn: 'შესვლის ეს მცდელობა უცნობია, ვადაგასულია, უკვე გამოყენებულია ან სხვა ბრაუზერში დაიწყო. შედით ხელახლა.',
    unavailable: 'შესვლის სერვისი ამჟამად მიუწვდომელია. სცადეთ მოგვიანებით ან გამოიყენეთ შესვლის ფორმა.',
    refusedCode: 'შესვლის სერვისმა ეს შესვლა არ მიიღო (შესაძლოა, ვადა გაუვიდა ან უკვე გამოყენებულია). შედით ხელახლა.',
    unverifiable: 'შესვლის სერვისის პასუხი ვერ შემოწმდა. შედით ხელახლა.',
    providerError: (error) => `შესვლის სერვისმა შეცდომა დააბრუნა: ${error}`,
    notRegistered: 'თქვენი ანგარიში ამ პორტალზე არ არის რეგისტრირებული. წვდომისთვის მიმართეთ ადმინისტრატორს.',
    noUsername: (claim) => `შესვლის სერვისმა მომხმარებლის სახელი არ გამოგზავნა (${claim} ან დადასტურებული ელფოსტის მისამართი).`,
    accountConflict: 'პორტალის ეს მომხმარებელი უკვე დაკავშირებულია შესვლის სერვისის სხვა ანგარიშთან. მიმართეთ ადმინისტრატორს.',
  },
};
