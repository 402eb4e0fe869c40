import type { Block, Localized } from './texts';

const h = (text: string): Block => ({ type: 'heading', text });
const p = (text: string): Block => ({ type: 'paragraph', text });
const ul = (...items: string[]): Block => ({ type: 'list', items });

export interface SeedPage {
  slug: string;
  updatedAt: string;
  title: Localized;
  metaDescription: Localized;
  body: Localized<Block[]>;
}

/** The four pages SPEC §2 routes to: about-us and the three global legal pages. */
export const seedPages: readonly SeedPage[] = [
  {
    slug: 'about-us',
    updatedAt: '2026-06-01T00:00:00.000Z',
    title: { en: 'About Norrak', ar: 'عن نوراك', ru: 'О компании Norrak', es: 'Sobre Norrak' },
    metaDescription: {
      en: 'Norrak builds motorcycles, ATVs, scooters, outboard motors, generators and garden equipment, sold and serviced in fifteen countries.',
      ar: 'تصنع نوراك الدراجات النارية والمركبات الرباعية والسكوترات والمحركات الخارجية والمولدات ومعدات الحدائق، وتبيعها وتصونها في خمس عشرة دولة.',
      ru: 'Norrak выпускает мотоциклы, квадроциклы, скутеры, лодочные моторы, генераторы и садовую технику, которые продаются и обслуживаются в пятнадцати странах.',
      es: 'Norrak fabrica motos, quads, scooters, motores fueraborda, generadores y equipos de jardín que vende y mantiene en quince países.',
    },
    body: {
      en: [
        h('Engines for work and for weekends'),
        p('Norrak started in 1998 as a small workshop rebuilding outboard motors for fishermen. Today we design motorcycles, ATVs, scooters, outboards, generators, pumps and garden machines, and we sell them through our own showrooms and partner dealers in fifteen countries.'),
        h('What we promise'),
        ul('An official warranty of up to three years on every machine.', 'Original parts in stock in every country.', 'Service centres staffed by technicians we train ourselves.'),
        p('Whether you ride to work, run a farm or keep the lights on during a storm, we want your Norrak to start every time.'),
      ],
      ar: [
        h('محركات للعمل ولعطلات نهاية الأسبوع'),
        p('بدأت نوراك عام 1998 كورشة صغيرة تعيد بناء المحركات الخارجية للصيادين. واليوم نصمم الدراجات النارية والمركبات الرباعية والسكوترات والمحركات الخارجية والمولدات والمضخات وآلات الحدائق، ونبيعها عبر صالات العرض الخاصة بنا والوكلاء الشركاء في خمس عشرة دولة.'),
        h('ما نعد به'),
        ul('ضمان رسمي يصل إلى ثلاث سنوات على كل آلة.', 'قطع غيار أصلية متوفرة في كل دولة.', 'مراكز خدمة يعمل فيها فنيون ندربهم بأنفسنا.'),
        p('سواء كنت تقود إلى عملك أو تدير مزرعة أو تحافظ على الإنارة أثناء العاصفة، نريد أن تعمل آلة نوراك الخاصة بك في كل مرة.'),
      ],
      ru: [
        h('Моторы для работы и для выходных'),
        p('Norrak появилась в 1998 году как небольшая мастерская, перебиравшая лодочные моторы для рыбаков. Сегодня мы разрабатываем мотоциклы, квадроциклы, скутеры, лодочные моторы, генераторы, мотопомпы и садовую технику и продаём их через собственные шоурумы и партнёров-дилеров в пятнадцати странах.'),
        h('Что мы обещаем'),
        ul('Официальная гарантия до трёх лет на любую технику.', 'Оригинальные запчасти на складе в каждой стране.', 'Сервисные центры с мастерами, которых мы обучаем сами.'),
        p('Ездите ли вы на работу, ведёте хозяйство или сохраняете свет в доме во время бури — мы хотим, чтобы ваша техника Norrak заводилась всегда.'),
      ],
      es: [
        h('Motores para trabajar y para el fin de semana'),
        p('Norrak nació en 1998 como un pequeño taller que reconstruía fueraborda para pescadores. Hoy diseñamos motos, quads, scooters, fueraborda, generadores, bombas y máquinas de jardín, y los vendemos en nuestros propios showrooms y concesionarios asociados de quince países.'),
        h('Lo que prometemos'),
        ul('Garantía oficial de hasta tres años en cada máquina.', 'Recambios originales en stock en cada país.', 'Centros de servicio con técnicos formados por nosotros.'),
        p('Tanto si vas al trabajo, llevas una finca o mantienes la luz durante una tormenta, queremos que tu Norrak arranque siempre.'),
      ],
    },
  },
  {
    slug: 'cookie-policy',
    updatedAt: '2026-03-01T00:00:00.000Z',
    title: { en: 'Cookie policy', ar: 'سياسة ملفات تعريف الارتباط', ru: 'Политика использования файлов cookie', es: 'Política de cookies' },
    metaDescription: {
      en: 'Which cookies the Norrak website uses and how to control them.',
      ar: 'ملفات تعريف الارتباط التي يستخدمها موقع نوراك وكيفية التحكم فيها.',
      ru: 'Какие файлы cookie использует сайт Norrak и как ими управлять.',
      es: 'Qué cookies utiliza la web de Norrak y cómo controlarlas.',
    },
    body: {
      en: [
        h('What cookies are'),
        p('Cookies are small text files that a website stores in your browser. We use them to remember your language and region, to keep your cart and to understand which pages are useful.'),
        h('Cookies we use'),
        ul('Necessary: language, screen size and your cart. They cannot be switched off.', 'Analytics: anonymous statistics about visits, used only with your consent.', 'Marketing: campaign marks such as utm parameters, kept for up to three months.'),
        h('Your choices'),
        p('You can delete cookies or block them in your browser settings at any time. Blocking necessary cookies may stop the cart from working.'),
      ],
      ar: [
        h('ما هي ملفات تعريف الارتباط'),
        p('ملفات تعريف الارتباط ملفات نصية صغيرة يحفظها الموقع في متصفحك. نستخدمها لتذكر لغتك ومنطقتك، وللاحتفاظ بسلة التسوق، ولفهم الصفحات المفيدة.'),
        h('ملفات تعريف الارتباط التي نستخدمها'),
        ul('الضرورية: اللغة وحجم الشاشة وسلة التسوق. لا يمكن إيقافها.', 'التحليلية: إحصاءات مجهولة الهوية عن الزيارات، تُستخدم فقط بموافقتك.', 'التسويقية: علامات الحملات مثل معاملات utm، وتُحفظ لمدة تصل إلى ثلاثة أشهر.'),
        h('خياراتك'),
        p('يمكنك حذف ملفات تعريف الارتباط أو حظرها من إعدادات المتصفح في أي وقت. قد يؤدي حظر الملفات الضرورية إلى توقف سلة التسوق عن العمل.'),
      ],
      ru: [
        h('Что такое cookie'),
        p('Cookie — это небольшие текстовые файлы, которые сайт сохраняет в вашем браузере. Мы используем их, чтобы помнить ваш язык и регион, хранить корзину и понимать, какие страницы полезны.'),
        h('Какие cookie мы используем'),
        ul('Необходимые: язык, размер экрана и корзина. Их нельзя отключить.', 'Аналитические: обезличенная статистика посещений, только с вашего согласия.', 'Маркетинговые: метки рекламных кампаний, например параметры utm, хранятся до трёх месяцев.'),
        h('Ваш выбор'),
        p('Вы можете в любой момент удалить или заблокировать cookie в настройках браузера. Блокировка необходимых cookie может нарушить работу корзины.'),
      ],
      es: [
        h('Qué son las cookies'),
        p('Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador. Las usamos para recordar tu idioma y región, conservar tu carrito y saber qué páginas resultan útiles.'),
        h('Cookies que utilizamos'),
        ul('Necesarias: idioma, tamaño de pantalla y carrito. No se pueden desactivar.', 'Analíticas: estadísticas anónimas de visitas, solo con tu consentimiento.', 'Marketing: marcas de campaña como los parámetros utm, conservadas hasta tres meses.'),
        h('Tus opciones'),
        p('Puedes borrar o bloquear las cookies en la configuración del navegador en cualquier momento. Bloquear las necesarias puede impedir que funcione el carrito.'),
      ],
    },
  },
  {
    slug: 'privacy-policy',
    updatedAt: '2026-03-01T00:00:00.000Z',
    title: { en: 'Privacy policy', ar: 'سياسة الخصوصية', ru: 'Политика конфиденциальности', es: 'Política de privacidad' },
    metaDescription: {
      en: 'How Norrak collects, uses and protects your personal data.',
      ar: 'كيف تجمع نوراك بياناتك الشخصية وتستخدمها وتحميها.',
      ru: 'Как Norrak собирает, использует и защищает ваши персональные данные.',
      es: 'Cómo Norrak recoge, utiliza y protege tus datos personales.',
    },
    body: {
      en: [
        h('Data we collect'),
        p('When you place an order or ask us to call you back, we collect your name, phone number and, if you give it, your email address and comment. We also record which page the request came from and the campaign marks in its address.'),
        h('Why we use it'),
        ul('To process your order and deliver it.', 'To call you back about the product you asked about.', 'To meet our legal obligations, such as keeping invoices.'),
        h('Your rights'),
        p('You can ask for a copy of your data, ask us to correct it or to delete it by writing to the email address of your country on the contacts page. We answer within thirty days.'),
      ],
      ar: [
        h('البيانات التي نجمعها'),
        p('عند تقديم طلب أو طلب معاودة الاتصال، نجمع اسمك ورقم هاتفك، وبريدك الإلكتروني وتعليقك إن قدمتهما. كما نسجل الصفحة التي جاء منها الطلب وعلامات الحملة في عنوانها.'),
        h('لماذا نستخدمها'),
        ul('لمعالجة طلبك وتسليمه.', 'لمعاودة الاتصال بك بشأن المنتج الذي سألت عنه.', 'للوفاء بالتزاماتنا القانونية، مثل حفظ الفواتير.'),
        h('حقوقك'),
        p('يمكنك طلب نسخة من بياناتك أو تصحيحها أو حذفها بالكتابة إلى البريد الإلكتروني لدولتك في صفحة الاتصال. نرد خلال ثلاثين يومًا.'),
      ],
      ru: [
        h('Какие данные мы собираем'),
        p('Когда вы оформляете заказ или просите перезвонить, мы получаем ваше имя, номер телефона, а также адрес электронной почты и комментарий, если вы их указали. Мы также фиксируем страницу, с которой пришёл запрос, и метки рекламной кампании в её адресе.'),
        h('Для чего мы их используем'),
        ul('Чтобы обработать и доставить заказ.', 'Чтобы перезвонить вам по поводу интересующего товара.', 'Чтобы выполнять требования закона, например хранить счета.'),
        h('Ваши права'),
        p('Вы можете запросить копию своих данных, попросить исправить или удалить их, написав на адрес электронной почты вашей страны со страницы контактов. Мы отвечаем в течение тридцати дней.'),
      ],
      es: [
        h('Datos que recogemos'),
        p('Cuando haces un pedido o nos pides que te llamemos, recogemos tu nombre, tu teléfono y, si los facilitas, tu correo electrónico y tu comentario. También registramos desde qué página llegó la solicitud y las marcas de campaña de su dirección.'),
        h('Para qué los usamos'),
        ul('Para tramitar y entregar tu pedido.', 'Para llamarte sobre el producto que te interesa.', 'Para cumplir nuestras obligaciones legales, como conservar las facturas.'),
        h('Tus derechos'),
        p('Puedes pedir una copia de tus datos, su corrección o su supresión escribiendo al correo de tu país que figura en la página de contacto. Respondemos en un plazo de treinta días.'),
      ],
    },
  },
  {
    slug: 'terms-of-service',
    updatedAt: '2026-03-01T00:00:00.000Z',
    title: { en: 'Terms of service', ar: 'شروط الخدمة', ru: 'Условия использования', es: 'Condiciones de uso' },
    metaDescription: {
      en: 'The terms that apply when you use the Norrak website and buy from it.',
      ar: 'الشروط التي تنطبق عند استخدامك موقع نوراك والشراء منه.',
      ru: 'Условия, которые действуют при использовании сайта Norrak и покупках на нём.',
      es: 'Las condiciones que se aplican al usar la web de Norrak y comprar en ella.',
    },
    body: {
      en: [
        h('Prices and availability'),
        p('Prices are shown in the currency of your country and exclude VAT, which is added in the cart at the rate that applies there. An order is confirmed only when our manager calls you back.'),
        h('Payment and delivery'),
        p('Depending on the country you can pay online, in the showroom or on delivery. Large machines are handed over at a showroom after a pre-delivery inspection.'),
        h('Warranty'),
        p('The warranty period is listed on every product page. It requires the scheduled services to be carried out at an authorised Norrak service centre.'),
      ],
      ar: [
        h('الأسعار والتوفر'),
        p('تُعرض الأسعار بعملة بلدك ولا تشمل ضريبة القيمة المضافة، التي تُضاف في سلة التسوق بالنسبة المطبقة هناك. لا يُؤكد الطلب إلا عندما يتصل بك مديرنا.'),
        h('الدفع والتسليم'),
        p('حسب الدولة، يمكنك الدفع عبر الإنترنت أو في صالة العرض أو عند التسليم. تُسلَّم الآلات الكبيرة في صالة العرض بعد فحص ما قبل التسليم.'),
        h('الضمان'),
        p('مدة الضمان مذكورة في صفحة كل منتج، ويشترط إجراء الصيانة الدورية في مركز خدمة معتمد من نوراك.'),
      ],
      ru: [
        h('Цены и наличие'),
        p('Цены указаны в валюте вашей страны без НДС, который добавляется в корзине по действующей там ставке. Заказ считается подтверждённым после звонка нашего менеджера.'),
        h('Оплата и доставка'),
        p('В зависимости от страны оплатить можно онлайн, в шоуруме или при получении. Крупная техника выдаётся в шоуруме после предпродажной подготовки.'),
        h('Гарантия'),
        p('Срок гарантии указан на странице каждого товара. Для её сохранения плановое ТО нужно проходить в авторизованном сервисном центре Norrak.'),
      ],
      es: [
        h('Precios y disponibilidad'),
        p('Los precios se muestran en la moneda de tu país sin IVA, que se añade en el carrito al tipo vigente allí. Un pedido solo queda confirmado cuando nuestro gestor te llama.'),
        h('Pago y entrega'),
        p('Según el país, puedes pagar en línea, en el showroom o a la entrega. Las máquinas grandes se entregan en el showroom tras una inspección previa.'),
        h('Garantía'),
        p('El periodo de garantía figura en la página de cada producto y exige que las revisiones se realicen en un centro de servicio autorizado Norrak.'),
      ],
    },
  },
];
