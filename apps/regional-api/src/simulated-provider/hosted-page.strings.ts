/**
 * The simulated provider's page in the storefront's languages, as a real provider's hosted page is
 * offered in its merchants' languages. Test-card names stay in English in every language, as providers'
 * test documentation does.
 */
export interface HostedPageStrings {
  title: string;
  payTo: string;
  reference: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  pay: string;
  cancel: string;
  testCards: string;
  useTestCard: string;
  challengeTitle: string;
  challengeText: string;
  confirm: string;
  failConfirmation: string;
  instalmentsTitle: string;
  instalmentsText: string;
  approvePlan: string;
  declinePlan: string;
  expired: string;
  ended: string;
  back: string;
}

const HOSTED_PAGE_STRINGS: Record<string, HostedPageStrings> = {
  en: {
    title: 'Test payment provider',
    payTo: 'Payment to Motors & Equipment',
    reference: 'Order',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code',
    pay: 'Pay {amount}',
    cancel: 'Cancel and return to the shop',
    testCards: 'Test cards',
    useTestCard: 'This is a test page: use one of the test cards below.',
    challengeTitle: 'Confirm this payment',
    challengeText: 'Your bank asks you to confirm the payment of {amount}.',
    confirm: 'Confirm',
    failConfirmation: 'Do not confirm',
    instalmentsTitle: 'Pay in 4, interest-free',
    instalmentsText: '4 payments of {amount}: the first today, the others monthly.',
    approvePlan: 'Approve the plan',
    declinePlan: 'Decline the plan (test)',
    expired: 'This payment session has expired. Return to the shop to try again.',
    ended: 'This payment session has ended.',
    back: 'Return to the shop',
  },
  ar: {
    title: 'مزوّد دفع تجريبي',
    payTo: 'دفع إلى Motors & Equipment',
    reference: 'الطلب',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز الأمان',
    pay: 'ادفع {amount}',
    cancel: 'إلغاء والعودة إلى المتجر',
    testCards: 'بطاقات تجريبية',
    useTestCard: 'هذه صفحة تجريبية: استخدم إحدى البطاقات التجريبية أدناه.',
    challengeTitle: 'أكّد هذه الدفعة',
    challengeText: 'يطلب منك مصرفك تأكيد دفع {amount}.',
    confirm: 'تأكيد',
    failConfirmation: 'عدم التأكيد',
    instalmentsTitle: 'ادفع على 4 دفعات بدون فوائد',
    instalmentsText: '4 دفعات بقيمة {amount}: الأولى اليوم والباقي شهريًا.',
    approvePlan: 'الموافقة على الخطة',
    declinePlan: 'رفض الخطة (تجريبي)',
    expired: 'انتهت صلاحية جلسة الدفع هذه. عد إلى المتجر لتحاول مجددًا.',
    ended: 'انتهت جلسة الدفع هذه.',
    back: 'العودة إلى المتجر',
  },
  ru: {
    title: 'Тестовый платёжный сервис',
    payTo: 'Оплата Motors & Equipment',
    reference: 'Заказ',
    cardNumber: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'Код безопасности',
    pay: 'Оплатить {amount}',
    cancel: 'Отменить и вернуться в магазин',
    testCards: 'Тестовые карты',
    useTestCard: 'Это тестовая страница: используйте одну из тестовых карт ниже.',
    challengeTitle: 'Подтвердите платёж',
    challengeText: 'Ваш банк просит подтвердить платёж на {amount}.',
    confirm: 'Подтвердить',
    failConfirmation: 'Не подтверждать',
    instalmentsTitle: 'Оплата в 4 платежа без процентов',
    instalmentsText: '4 платежа по {amount}: первый сегодня, остальные ежемесячно.',
    approvePlan: 'Одобрить план',
    declinePlan: 'Отклонить план (тест)',
    expired: 'Срок платёжной сессии истёк. Вернитесь в магазин, чтобы попробовать снова.',
    ended: 'Платёжная сессия завершена.',
    back: 'Вернуться в магазин',
  },
  es: {
    title: 'Proveedor de pagos de prueba',
    payTo: 'Pago a Motors & Equipment',
    reference: 'Pedido',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'Código de seguridad',
    pay: 'Pagar {amount}',
    cancel: 'Cancelar y volver a la tienda',
    testCards: 'Tarjetas de prueba',
    useTestCard: 'Esta es una página de prueba: usa una de las tarjetas de prueba de abajo.',
    challengeTitle: 'Confirma este pago',
    challengeText: 'Tu banco te pide confirmar el pago de {amount}.',
    confirm: 'Confirmar',
    failConfirmation: 'No confirmar',
    instalmentsTitle: 'Paga en 4 plazos sin intereses',
    instalmentsText: '4 pagos de {amount}: el primero hoy, los demás cada mes.',
    approvePlan: 'Aprobar el plan',
    declinePlan: 'Rechazar el plan (prueba)',
    expired: 'Esta sesión de pago ha caducado. Vuelve a la tienda para intentarlo de nuevo.',
    ended: 'Esta sesión de pago ha terminado.',
    back: 'Volver a la tienda',
  },
  fr: {
    title: 'Prestataire de paiement de test',
    payTo: 'Paiement à Motors & Equipment',
    reference: 'Commande',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Code de sécurité',
    pay: 'Payer {amount}',
    cancel: 'Annuler et revenir à la boutique',
    testCards: 'Cartes de test',
    useTestCard: 'Ceci est une page de test : utilisez l’une des cartes de test ci-dessous.',
    challengeTitle: 'Confirmez ce paiement',
    challengeText: 'Votre banque vous demande de confirmer le paiement de {amount}.',
    confirm: 'Confirmer',
    failConfirmation: 'Ne pas confirmer',
    instalmentsTitle: 'Payez en 4 fois sans frais',
    instalmentsText: '4 paiements de {amount} : le premier aujourd’hui, les autres chaque mois.',
    approvePlan: 'Accepter l’échéancier',
    declinePlan: 'Refuser l’échéancier (test)',
    expired: 'Cette session de paiement a expiré. Revenez à la boutique pour réessayer.',
    ended: 'Cette session de paiement est terminée.',
    back: 'Revenir à la boutique',
  },
  pt: {
    title: 'Provedor de pagamentos de teste',
    payTo: 'Pagamento para Motors & Equipment',
    reference: 'Pedido',
    cardNumber: 'Número do cartão',
    expiry: 'Validade (MM/AA)',
    cvc: 'Código de segurança',
    pay: 'Pagar {amount}',
    cancel: 'Cancelar e voltar à loja',
    testCards: 'Cartões de teste',
    useTestCard: 'Esta é uma página de teste: use um dos cartões de teste abaixo.',
    challengeTitle: 'Confirme este pagamento',
    challengeText: 'O seu banco pede que confirme o pagamento de {amount}.',
    confirm: 'Confirmar',
    failConfirmation: 'Não confirmar',
    instalmentsTitle: 'Pague em 4 vezes sem juros',
    instalmentsText: '4 pagamentos de {amount}: o primeiro hoje, os outros mensalmente.',
    approvePlan: 'Aprovar o plano',
    declinePlan: 'Recusar o plano (teste)',
    expired: 'Esta sessão de pagamento expirou. Volte à loja para tentar de novo.',
    ended: 'Esta sessão de pagamento terminou.',
    back: 'Voltar à loja',
  },
  ka: {
    title: 'სატესტო გადახდის პროვაიდერი',
    payTo: 'გადახდა Motors & Equipment-ისთვის',
    reference: 'შეკვეთა',
    cardNumber: 'ბარათის ნომერი',
    expiry: 'მოქმედების ვადა (თთ/წწ)',
    cvc: 'უსაფრთხოების კოდი',
    pay: 'გადაიხადეთ {amount}',
    cancel: 'გაუქმება და მაღაზიაში დაბრუნება',
    testCards: 'სატესტო ბარათები',
    useTestCard: 'ეს სატესტო გვერდია: გამოიყენეთ ქვემოთ მოცემული სატესტო ბარათებიდან ერთ-ერთი.',
    challengeTitle: 'დაადასტურეთ გადახდა',
    challengeText: 'თქვენი ბანკი გთხოვთ დაადასტუროთ {amount}-ის გადახდა.',
    confirm: 'დადასტურება',
    failConfirmation: 'არ დავადასტურებ',
    instalmentsTitle: 'გადაიხადეთ 4 ნაწილად, უპროცენტოდ',
    instalmentsText: '4 გადახდა {amount}: პირველი დღეს, დანარჩენი ყოველთვიურად.',
    approvePlan: 'გეგმის დამტკიცება',
    declinePlan: 'გეგმის უარყოფა (ტესტი)',
    expired: 'გადახდის სესიას ვადა გაუვიდა. დაბრუნდით მაღაზიაში და სცადეთ ხელახლა.',
    ended: 'გადახდის სესია დასრულდა.',
    back: 'მაღაზიაში დაბრუნება',
  },
  uz: {
    title: 'Sinov toʻlov provayderi',
    payTo: 'Motors & Equipment uchun toʻlov',
    reference: 'Buyurtma',
    cardNumber: 'Karta raqami',
    expiry: 'Amal qilish muddati (OO/YY)',
    cvc: 'Xavfsizlik kodi',
    pay: '{amount} toʻlash',
    cancel: 'Bekor qilish va doʻkonga qaytish',
    testCards: 'Sinov kartalari',
    useTestCard: 'Bu sinov sahifasi: quyidagi sinov kartalaridan birini ishlating.',
    challengeTitle: 'Toʻlovni tasdiqlang',
    challengeText: 'Bankingiz {amount} toʻlovini tasdiqlashingizni soʻramoqda.',
    confirm: 'Tasdiqlash',
    failConfirmation: 'Tasdiqlamaslik',
    instalmentsTitle: '4 qismda foizsiz toʻlang',
    instalmentsText: '{amount} dan 4 ta toʻlov: birinchisi bugun, qolganlari har oy.',
    approvePlan: 'Rejani tasdiqlash',
    declinePlan: 'Rejani rad etish (sinov)',
    expired: 'Bu toʻlov sessiyasi muddati tugadi. Qayta urinish uchun doʻkonga qayting.',
    ended: 'Bu toʻlov sessiyasi tugadi.',
    back: 'Doʻkonga qaytish',
  },
};

/** The page's strings for a locale (`ar`, `es_mx`…): its language's, or English. */
export const hostedPageStrings = (locale: string): { lang: string; strings: HostedPageStrings } => {
  const lang = locale.split(/[_-]/)[0] ?? 'en';
  const strings = HOSTED_PAGE_STRINGS[lang];
  return strings ? { lang, strings } : { lang: 'en', strings: HOSTED_PAGE_STRINGS['en'] as HostedPageStrings };
};
