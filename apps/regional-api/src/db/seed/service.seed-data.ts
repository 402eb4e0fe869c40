import type { Shape } from '../../images/image-recipe';
import type { Block, Localized } from './texts';

const p = (text: string): Block => ({ type: 'paragraph', text });
const ul = (...items: string[]): Block => ({ type: 'list', items });

export const serviceSections: readonly { slug: string; icon: Shape; title: Localized; description: Localized }[] = [
  {
    slug: 'orders-and-delivery',
    icon: 'document',
    title: { en: 'Orders and delivery', ar: 'الطلبات والتسليم', ru: 'Заказы и доставка', es: 'Pedidos y entrega' },
    description: {
      en: 'Placing an order, tracking it and receiving your machine.',
      ar: 'تقديم الطلب وتتبعه واستلام آلتك.',
      ru: 'Оформление и отслеживание заказа, получение техники.',
      es: 'Hacer un pedido, seguirlo y recibir tu máquina.',
    },
  },
  {
    slug: 'payment',
    icon: 'shield',
    title: { en: 'Payment and financing', ar: 'الدفع والتمويل', ru: 'Оплата и рассрочка', es: 'Pago y financiación' },
    description: {
      en: 'Ways to pay, instalments and invoices.',
      ar: 'طرق الدفع والتقسيط والفواتير.',
      ru: 'Способы оплаты, рассрочка и счета.',
      es: 'Formas de pago, plazos y facturas.',
    },
  },
  {
    slug: 'warranty',
    icon: 'shield',
    title: { en: 'Warranty', ar: 'الضمان', ru: 'Гарантия', es: 'Garantía' },
    description: {
      en: 'What the warranty covers and how to make a claim.',
      ar: 'ما يشمله الضمان وكيفية تقديم مطالبة.',
      ru: 'Что покрывает гарантия и как подать заявку.',
      es: 'Qué cubre la garantía y cómo hacer una reclamación.',
    },
  },
  {
    slug: 'service-and-maintenance',
    icon: 'wrench',
    title: { en: 'Service and maintenance', ar: 'الخدمة والصيانة', ru: 'Сервис и обслуживание', es: 'Servicio y mantenimiento' },
    description: {
      en: 'Scheduled services, booking and spare parts.',
      ar: 'الصيانة الدورية والحجز وقطع الغيار.',
      ru: 'Плановое ТО, запись и запчасти.',
      es: 'Revisiones periódicas, citas y recambios.',
    },
  },
  {
    slug: 'returns',
    icon: 'document',
    title: { en: 'Returns and exchanges', ar: 'الإرجاع والاستبدال', ru: 'Возврат и обмен', es: 'Devoluciones y cambios' },
    description: {
      en: 'Changing your mind, exchanging sizes and refunds.',
      ar: 'تغيير رأيك واستبدال المقاسات واسترداد المبالغ.',
      ru: 'Если вы передумали: обмен размера и возврат денег.',
      es: 'Si cambias de opinión: cambios de talla y reembolsos.',
    },
  },
  {
    slug: 'using-your-product',
    icon: 'book',
    title: { en: 'Using your product', ar: 'استخدام منتجك', ru: 'Эксплуатация техники', es: 'Uso de tu producto' },
    description: {
      en: 'First start, running-in and everyday care.',
      ar: 'التشغيل الأول وفترة الترويض والعناية اليومية.',
      ru: 'Первый запуск, обкатка и повседневный уход.',
      es: 'Primer arranque, rodaje y cuidados diarios.',
    },
  },
];

export interface SeedServiceArticle {
  slug: string;
  section: string;
  popular?: true;
  title: Localized;
  summary: Localized;
  body: Localized<Block[]>;
}

const article = (
  slug: string,
  section: string,
  title: Localized,
  summary: Localized,
  body: Localized<Block[]>,
  popular?: true,
): SeedServiceArticle => (popular ? { slug, section, title, summary, body, popular } : { slug, section, title, summary, body });

export const serviceArticles: readonly SeedServiceArticle[] = [
  article(
    'how-to-place-an-order',
    'orders-and-delivery',
    { en: 'How to place an order', ar: 'كيفية تقديم طلب', ru: 'Как оформить заказ', es: 'Cómo hacer un pedido' },
    {
      en: 'Add products to the cart, leave your contacts and we will call you to confirm.',
      ar: 'أضف المنتجات إلى السلة واترك بيانات الاتصال وسنتصل بك للتأكيد.',
      ru: 'Добавьте товары в корзину, оставьте контакты — мы перезвоним для подтверждения.',
      es: 'Añade productos al carrito, deja tus datos y te llamaremos para confirmar.',
    },
    {
      en: [ul('Add the products you want to the cart.', 'Check the quotation: prices, discounts and VAT.', 'Enter your name and phone number and send the order.', 'A manager calls you within one working day to confirm.')],
      ar: [ul('أضف المنتجات التي تريدها إلى السلة.', 'راجع عرض السعر: الأسعار والخصومات وضريبة القيمة المضافة.', 'أدخل اسمك ورقم هاتفك وأرسل الطلب.', 'يتصل بك مدير خلال يوم عمل واحد للتأكيد.')],
      ru: [ul('Добавьте нужные товары в корзину.', 'Проверьте расчёт: цены, скидки и НДС.', 'Укажите имя и номер телефона и отправьте заказ.', 'Менеджер перезвонит в течение одного рабочего дня для подтверждения.')],
      es: [ul('Añade al carrito los productos que quieras.', 'Revisa el presupuesto: precios, descuentos e IVA.', 'Escribe tu nombre y teléfono y envía el pedido.', 'Un gestor te llamará en un día laborable para confirmarlo.')],
    },
    true,
  ),
  article(
    'order-status',
    'orders-and-delivery',
    { en: 'Checking the status of your order', ar: 'التحقق من حالة طلبك', ru: 'Как узнать статус заказа', es: 'Consultar el estado de tu pedido' },
    {
      en: 'Use the link in your confirmation or call the hotline with your order number.',
      ar: 'استخدم الرابط في رسالة التأكيد أو اتصل بالخط الساخن مع رقم طلبك.',
      ru: 'Перейдите по ссылке из подтверждения или позвоните на горячую линию, назвав номер заказа.',
      es: 'Usa el enlace de tu confirmación o llama a la línea de atención con tu número de pedido.',
    },
    {
      en: [p('Every order has a number such as AE-100042 and a private link. The link shows the status, the lines and the totals of your order.')],
      ar: [p('لكل طلب رقم مثل AE-100042 ورابط خاص. يعرض الرابط حالة الطلب وبنوده والمبالغ الإجمالية.')],
      ru: [p('У каждого заказа есть номер, например AE-100042, и личная ссылка. По ней видны статус, позиции и итоговые суммы заказа.')],
      es: [p('Cada pedido tiene un número, por ejemplo AE-100042, y un enlace privado. El enlace muestra el estado, las líneas y los importes del pedido.')],
    },
  ),
  article(
    'delivery-times',
    'orders-and-delivery',
    { en: 'Delivery times', ar: 'مواعيد التسليم', ru: 'Сроки доставки', es: 'Plazos de entrega' },
    {
      en: 'Items in stock are ready in 1 to 3 working days; pre-orders when they arrive.',
      ar: 'المنتجات المتوفرة جاهزة خلال 1 إلى 3 أيام عمل، والطلبات المسبقة عند وصولها.',
      ru: 'Товары в наличии готовы за 1–3 рабочих дня, предзаказы — по поступлении.',
      es: 'Los artículos en stock están listos en 1 a 3 días laborables; las reservas, cuando lleguen.',
    },
    {
      en: [p('Parts and gear are shipped by courier. Vehicles and large machines are prepared at the showroom, where you collect them after a short handover.')],
      ar: [p('تُشحن القطع والملابس عبر شركة توصيل. أما المركبات والآلات الكبيرة فتُجهَّز في صالة العرض حيث تستلمها بعد شرح قصير.')],
      ru: [p('Запчасти и экипировку отправляем курьером. Транспорт и крупную технику готовим в шоуруме, где вы забираете их после короткого инструктажа.')],
      es: [p('Los recambios y el equipamiento se envían por mensajería. Los vehículos y las máquinas grandes se preparan en el showroom, donde los recoges tras una breve entrega.')],
    },
  ),
  article(
    'pick-up-at-a-showroom',
    'orders-and-delivery',
    { en: 'Picking up at a showroom', ar: 'الاستلام من صالة العرض', ru: 'Самовывоз из шоурума', es: 'Recogida en el showroom' },
    {
      en: 'Bring an identity document and your order number.',
      ar: 'أحضر وثيقة هوية ورقم طلبك.',
      ru: 'Возьмите с собой документ, удостоверяющий личность, и номер заказа.',
      es: 'Trae un documento de identidad y tu número de pedido.',
    },
    {
      en: [p('Showrooms are open every day from 09:00 to 21:00. The handover of a vehicle takes about thirty minutes, including a walk-around and the first-service booking.')],
      ar: [p('صالات العرض مفتوحة يوميًا من 09:00 إلى 21:00. يستغرق تسليم المركبة نحو ثلاثين دقيقة، بما في ذلك جولة تعريفية وحجز الصيانة الأولى.')],
      ru: [p('Шоурумы работают ежедневно с 09:00 до 21:00. Выдача транспорта занимает около тридцати минут, включая осмотр и запись на первое ТО.')],
      es: [p('Los showrooms abren todos los días de 09:00 a 21:00. La entrega de un vehículo dura unos treinta minutos, incluida una revisión visual y la cita de la primera revisión.')],
    },
  ),
  article(
    'change-or-cancel-an-order',
    'orders-and-delivery',
    { en: 'Changing or cancelling an order', ar: 'تعديل الطلب أو إلغاؤه', ru: 'Изменение и отмена заказа', es: 'Modificar o cancelar un pedido' },
    {
      en: 'Call us before the order is handed over and we will change it free of charge.',
      ar: 'اتصل بنا قبل تسليم الطلب وسنعدله مجانًا.',
      ru: 'Позвоните нам до выдачи заказа — мы бесплатно внесём изменения.',
      es: 'Llámanos antes de la entrega y lo cambiaremos sin coste.',
    },
    {
      en: [p('Until the order is handed over you can add or remove lines, change the pick-up point or cancel it. Prepaid amounts are refunded to the same card.')],
      ar: [p('حتى يتم تسليم الطلب يمكنك إضافة بنود أو حذفها أو تغيير نقطة الاستلام أو إلغاؤه. تُعاد المبالغ المدفوعة مسبقًا إلى البطاقة نفسها.')],
      ru: [p('До выдачи заказа можно добавить или убрать позиции, сменить пункт выдачи или отменить заказ. Предоплата возвращается на ту же карту.')],
      es: [p('Hasta la entrega puedes añadir o quitar líneas, cambiar el punto de recogida o cancelarlo. Los pagos anticipados se devuelven a la misma tarjeta.')],
    },
  ),
  article(
    'ways-to-pay',
    'payment',
    { en: 'Ways to pay', ar: 'طرق الدفع', ru: 'Способы оплаты', es: 'Formas de pago' },
    {
      en: 'Card online, card or cash in the showroom, or bank transfer for companies.',
      ar: 'بالبطاقة عبر الإنترنت، أو بالبطاقة أو نقدًا في صالة العرض، أو بتحويل مصرفي للشركات.',
      ru: 'Картой онлайн, картой или наличными в шоуруме, банковским переводом для компаний.',
      es: 'Con tarjeta en línea, con tarjeta o en efectivo en el showroom, o por transferencia para empresas.',
    },
    {
      en: [p('Online payment is available in most countries. Where it is not, you pay in the showroom when you collect your order.')],
      ar: [p('الدفع عبر الإنترنت متاح في معظم الدول. وحيث لا يتوفر، تدفع في صالة العرض عند استلام طلبك.')],
      ru: [p('Онлайн-оплата доступна в большинстве стран. Там, где её нет, вы платите в шоуруме при получении заказа.')],
      es: [p('El pago en línea está disponible en la mayoría de los países. Donde no lo está, pagas en el showroom al recoger el pedido.')],
    },
    true,
  ),
  article(
    'instalment-plans',
    'payment',
    { en: 'Paying in instalments', ar: 'الدفع بالتقسيط', ru: 'Покупка в рассрочку', es: 'Pago a plazos' },
    {
      en: 'Split the price into four or more payments with our partners.',
      ar: 'قسّم السعر على أربع دفعات أو أكثر مع شركائنا.',
      ru: 'Разделите стоимость на четыре и более платежа с нашими партнёрами.',
      es: 'Divide el precio en cuatro o más pagos con nuestros socios.',
    },
    {
      en: [p('In the UAE and Saudi Arabia you can split the payment into four interest-free instalments. In other countries our partner banks offer loans of up to 36 months.')],
      ar: [p('في الإمارات والسعودية يمكنك تقسيم الدفع على أربعة أقساط دون فوائد. وفي الدول الأخرى تقدم البنوك الشريكة قروضًا تصل إلى 36 شهرًا.')],
      ru: [p('В ОАЭ и Саудовской Аравии оплату можно разделить на четыре платежа без процентов. В других странах банки-партнёры предлагают кредит на срок до 36 месяцев.')],
      es: [p('En los EAU y Arabia Saudí puedes dividir el pago en cuatro plazos sin intereses. En otros países, nuestros bancos asociados ofrecen préstamos de hasta 36 meses.')],
    },
  ),
  article(
    'vat-and-invoices',
    'payment',
    { en: 'VAT and invoices', ar: 'ضريبة القيمة المضافة والفواتير', ru: 'НДС и счета', es: 'IVA y facturas' },
    {
      en: 'VAT is added in the cart at the rate of your country; invoices come with every order.',
      ar: 'تُضاف ضريبة القيمة المضافة في السلة بنسبة بلدك، وتصدر فاتورة مع كل طلب.',
      ru: 'НДС добавляется в корзине по ставке вашей страны, счёт прилагается к каждому заказу.',
      es: 'El IVA se añade en el carrito al tipo de tu país; cada pedido lleva su factura.',
    },
    {
      en: [p('Catalogue prices exclude VAT. The cart shows the tax separately, and the invoice lists it line by line. Companies can ask for an invoice in their name when ordering.')],
      ar: [p('أسعار الكتالوج لا تشمل ضريبة القيمة المضافة. تعرض السلة الضريبة بشكل منفصل، وتذكرها الفاتورة بندًا بندًا. يمكن للشركات طلب فاتورة باسمها عند الطلب.')],
      ru: [p('Цены в каталоге указаны без НДС. Корзина показывает налог отдельно, а в счёте он расписан по позициям. Компании могут запросить счёт на своё имя при заказе.')],
      es: [p('Los precios del catálogo no incluyen IVA. El carrito muestra el impuesto por separado y la factura lo detalla línea a línea. Las empresas pueden pedir factura a su nombre al hacer el pedido.')],
    },
  ),
  article(
    'payment-declined',
    'payment',
    { en: 'My payment was declined', ar: 'تم رفض عملية الدفع', ru: 'Платёж отклонён', es: 'Mi pago ha sido rechazado' },
    {
      en: 'Check the card limit and 3-D Secure, then try again or pay in the showroom.',
      ar: 'تحقق من حد البطاقة ومن خدمة 3-D Secure، ثم أعد المحاولة أو ادفع في صالة العرض.',
      ru: 'Проверьте лимит карты и 3-D Secure, затем повторите попытку или оплатите в шоуруме.',
      es: 'Comprueba el límite de la tarjeta y 3-D Secure y vuelve a intentarlo o paga en el showroom.',
    },
    {
      en: [p('Most declines come from a daily limit or an unconfirmed 3-D Secure code. Your order is kept for 48 hours, so you have time to contact your bank.')],
      ar: [p('تنتج معظم حالات الرفض عن حد يومي أو رمز 3-D Secure غير مؤكد. يُحفظ طلبك لمدة 48 ساعة، فلديك وقت للتواصل مع مصرفك.')],
      ru: [p('Чаще всего платёж отклоняется из-за дневного лимита или неподтверждённого кода 3-D Secure. Заказ сохраняется 48 часов, так что вы успеете связаться с банком.')],
      es: [p('La mayoría de los rechazos se deben a un límite diario o a un código 3-D Secure sin confirmar. Guardamos tu pedido 48 horas para que puedas contactar con tu banco.')],
    },
  ),
  article(
    'warranty-coverage',
    'warranty',
    { en: 'What the warranty covers', ar: 'ما الذي يشمله الضمان', ru: 'Что покрывает гарантия', es: 'Qué cubre la garantía' },
    {
      en: 'Manufacturing defects in materials and workmanship, for the period on the product page.',
      ar: 'عيوب التصنيع في المواد والتنفيذ، للمدة المذكورة في صفحة المنتج.',
      ru: 'Производственные дефекты материалов и сборки — в течение срока, указанного на странице товара.',
      es: 'Los defectos de fabricación en materiales y montaje, durante el periodo indicado en la ficha.',
    },
    {
      en: [p('The warranty does not cover wear parts such as tyres, chains, brake pads, filters and spark plugs, or damage caused by accidents, racing or wrong fuel.')],
      ar: [p('لا يشمل الضمان القطع المستهلكة مثل الإطارات والجنازير ووسادات الفرامل والفلاتر وشمعات الاحتراق، ولا الأضرار الناتجة عن الحوادث أو السباقات أو الوقود الخاطئ.')],
      ru: [p('Гарантия не распространяется на расходные детали — шины, цепи, тормозные колодки, фильтры и свечи, а также на повреждения после аварий, гонок или заправки неподходящим топливом.')],
      es: [p('La garantía no cubre piezas de desgaste como neumáticos, cadenas, pastillas de freno, filtros y bujías, ni daños por accidentes, competición o combustible inadecuado.')],
    },
    true,
  ),
  article(
    'make-a-warranty-claim',
    'warranty',
    { en: 'Making a warranty claim', ar: 'تقديم مطالبة بالضمان', ru: 'Как подать гарантийную заявку', es: 'Cómo hacer una reclamación de garantía' },
    {
      en: 'Bring the machine and its service book to any Norrak service centre.',
      ar: 'أحضر الآلة ودفتر صيانتها إلى أي مركز خدمة تابع لنوراك.',
      ru: 'Привезите технику и сервисную книжку в любой сервисный центр Norrak.',
      es: 'Lleva la máquina y su libro de mantenimiento a cualquier centro de servicio Norrak.',
    },
    {
      en: [ul('Call the service centre to book a diagnosis.', 'Bring the machine, the service book and the invoice.', 'We decide within five working days and repair free of charge if the claim is accepted.')],
      ar: [ul('اتصل بمركز الخدمة لحجز موعد للفحص.', 'أحضر الآلة ودفتر الصيانة والفاتورة.', 'نتخذ القرار خلال خمسة أيام عمل ونصلح مجانًا إذا قُبلت المطالبة.')],
      ru: [ul('Позвоните в сервисный центр и запишитесь на диагностику.', 'Привезите технику, сервисную книжку и счёт.', 'Мы примем решение в течение пяти рабочих дней и бесплатно отремонтируем технику, если заявка одобрена.')],
      es: [ul('Llama al centro de servicio para pedir un diagnóstico.', 'Lleva la máquina, el libro de mantenimiento y la factura.', 'Decidimos en cinco días laborables y reparamos sin coste si se acepta la reclamación.')],
    },
  ),
  article(
    'warranty-abroad',
    'warranty',
    { en: 'Using the warranty in another country', ar: 'استخدام الضمان في دولة أخرى', ru: 'Гарантия в другой стране', es: 'Usar la garantía en otro país' },
    {
      en: 'Our warranty is honoured by Norrak centres in all fifteen countries.',
      ar: 'تلتزم مراكز نوراك في الدول الخمس عشرة جميعها بضماننا.',
      ru: 'Нашу гарантию выполняют центры Norrak во всех пятнадцати странах.',
      es: 'Los centros Norrak de los quince países respetan nuestra garantía.',
    },
    {
      en: [p('If you move or travel, any Norrak service centre can carry out warranty repairs. Parts may take a few days longer when they are ordered from another country.')],
      ar: [p('إذا انتقلت أو سافرت، يمكن لأي مركز خدمة تابع لنوراك إجراء إصلاحات الضمان. قد تستغرق القطع أيامًا إضافية عند طلبها من دولة أخرى.')],
      ru: [p('Если вы переехали или путешествуете, гарантийный ремонт выполнит любой сервисный центр Norrak. Детали, заказанные из другой страны, могут идти на несколько дней дольше.')],
      es: [p('Si te mudas o viajas, cualquier centro Norrak puede hacer reparaciones en garantía. Los recambios pueden tardar unos días más si se piden a otro país.')],
    },
  ),
  article(
    'extended-warranty',
    'warranty',
    { en: 'Basic and Pro warranty', ar: 'الضمان الأساسي والضمان الاحترافي', ru: 'Гарантия Basic и Pro', es: 'Garantía Basic y Pro' },
    {
      en: 'Basic is included in the price; Pro adds roadside assistance and a longer term.',
      ar: 'الضمان الأساسي مشمول في السعر، والاحترافي يضيف المساعدة على الطريق ومدة أطول.',
      ru: 'Basic входит в стоимость, Pro добавляет помощь на дороге и более долгий срок.',
      es: 'Basic está incluida en el precio; Pro añade asistencia en carretera y un plazo mayor.',
    },
    {
      en: [p('Pro can be added when you buy a vehicle or within thirty days after. It extends the warranty by one year and includes towing to the nearest service centre.')],
      ar: [p('يمكن إضافة الضمان الاحترافي عند شراء المركبة أو خلال ثلاثين يومًا بعده. يمدد الضمان عامًا واحدًا ويشمل السحب إلى أقرب مركز خدمة.')],
      ru: [p('Pro можно оформить при покупке транспорта или в течение тридцати дней после неё. Она продлевает гарантию на год и включает эвакуацию до ближайшего сервисного центра.')],
      es: [p('Pro se puede añadir al comprar un vehículo o en los treinta días siguientes. Amplía la garantía un año e incluye el remolque hasta el centro de servicio más cercano.')],
    },
  ),
  article(
    'warranty-and-modifications',
    'warranty',
    { en: 'Accessories, tuning and the warranty', ar: 'الإكسسوارات والتعديلات والضمان', ru: 'Аксессуары, тюнинг и гарантия', es: 'Accesorios, modificaciones y garantía' },
    {
      en: 'Original accessories keep the warranty; engine tuning ends it for the affected parts.',
      ar: 'الإكسسوارات الأصلية تحافظ على الضمان، أما تعديل المحرك فينهيه للقطع المتأثرة.',
      ru: 'Оригинальные аксессуары сохраняют гарантию, тюнинг двигателя прекращает её на затронутые узлы.',
      es: 'Los accesorios originales mantienen la garantía; modificar el motor la anula en las piezas afectadas.',
    },
    {
      en: [p('Luggage, protection and comfort accessories from our catalogue can be fitted at any time. Changes to the exhaust, the intake or the engine electronics void the warranty of those parts.')],
      ar: [p('يمكن تركيب إكسسوارات الأمتعة والحماية والراحة من كتالوجنا في أي وقت. أما تعديل العادم أو السحب أو إلكترونيات المحرك فيلغي ضمان تلك القطع.')],
      ru: [p('Багажные системы, защиту и аксессуары для комфорта из нашего каталога можно устанавливать в любое время. Изменение выпуска, впуска или электроники двигателя лишает гарантии эти узлы.')],
      es: [p('Los accesorios de equipaje, protección y confort de nuestro catálogo se pueden montar en cualquier momento. Modificar el escape, la admisión o la electrónica del motor anula la garantía de esas piezas.')],
    },
  ),
  article(
    'service-schedule',
    'service-and-maintenance',
    { en: 'Service schedule', ar: 'جدول الصيانة', ru: 'Регламент технического обслуживания', es: 'Calendario de revisiones' },
    {
      en: 'First service after running-in, then every year or at the interval on the product page.',
      ar: 'الصيانة الأولى بعد فترة الترويض، ثم كل عام أو وفق الفترة المذكورة في صفحة المنتج.',
      ru: 'Первое ТО после обкатки, затем ежегодно или с интервалом, указанным на странице товара.',
      es: 'Primera revisión tras el rodaje y después cada año o según el intervalo de la ficha.',
    },
    {
      en: [ul('Motorcycles and scooters: 1,000 km, then every 6,000 km or 12 months.', 'ATVs and UTVs: 20 hours, then every 100 hours or 12 months.', 'Outboards, generators, pumps and garden machines: 20 hours, then at the listed service interval.')],
      ar: [ul('الدراجات النارية والسكوترات: عند 1000 كم، ثم كل 6000 كم أو 12 شهرًا.', 'المركبات الرباعية وUTV: بعد 20 ساعة، ثم كل 100 ساعة أو 12 شهرًا.', 'المحركات الخارجية والمولدات والمضخات وآلات الحدائق: بعد 20 ساعة، ثم وفق فترة الصيانة المذكورة.')],
      ru: [ul('Мотоциклы и скутеры: 1000 км, далее каждые 6000 км или 12 месяцев.', 'Квадроциклы и мотовездеходы: 20 моточасов, далее каждые 100 моточасов или 12 месяцев.', 'Лодочные моторы, генераторы, мотопомпы и садовая техника: 20 моточасов, далее с указанным интервалом.')],
      es: [ul('Motos y scooters: a los 1.000 km y después cada 6.000 km o 12 meses.', 'ATV y UTV: a las 20 horas y después cada 100 horas o 12 meses.', 'Fueraborda, generadores, bombas y máquinas de jardín: a las 20 horas y después según el intervalo indicado.')],
    },
    true,
  ),
  article(
    'book-a-service',
    'service-and-maintenance',
    { en: 'Booking a service', ar: 'حجز موعد صيانة', ru: 'Запись на обслуживание', es: 'Pedir cita para una revisión' },
    {
      en: 'Leave a call-back request and a service advisor will offer you a time.',
      ar: 'اترك طلب معاودة اتصال وسيقترح عليك مستشار الخدمة موعدًا.',
      ru: 'Оставьте заявку на обратный звонок — сервисный консультант предложит удобное время.',
      es: 'Deja una solicitud de llamada y un asesor de servicio te propondrá una hora.',
    },
    {
      en: [p('Service centres work every day from 09:00 to 21:00. A scheduled service usually takes two to four hours, and you can wait in the lounge.')],
      ar: [p('تعمل مراكز الخدمة يوميًا من 09:00 إلى 21:00. تستغرق الصيانة الدورية عادة من ساعتين إلى أربع ساعات، ويمكنك الانتظار في الصالة.')],
      ru: [p('Сервисные центры работают ежедневно с 09:00 до 21:00. Плановое ТО обычно занимает от двух до четырёх часов, подождать можно в зоне отдыха.')],
      es: [p('Los centros de servicio abren todos los días de 09:00 a 21:00. Una revisión suele durar de dos a cuatro horas y puedes esperar en la sala.')],
    },
  ),
  article(
    'original-parts',
    'service-and-maintenance',
    { en: 'Why use original parts', ar: 'لماذا تستخدم قطع الغيار الأصلية', ru: 'Зачем нужны оригинальные запчасти', es: 'Por qué usar recambios originales' },
    {
      en: 'They fit first time, last longer and keep the warranty valid.',
      ar: 'تناسب من المرة الأولى وتدوم أطول وتحافظ على سريان الضمان.',
      ru: 'Они подходят с первого раза, служат дольше и сохраняют гарантию.',
      es: 'Encajan a la primera, duran más y mantienen la garantía.',
    },
    {
      en: [p('Original filters, oils and plugs are made to the same specification as the parts fitted at the factory. Each one lists the models it fits on its product page.')],
      ar: [p('تُصنع الفلاتر والزيوت والشمعات الأصلية وفق مواصفات القطع المركبة في المصنع نفسها. وتذكر صفحة كل منها الطرازات التي تناسبها.')],
      ru: [p('Оригинальные фильтры, масла и свечи изготовлены по той же спецификации, что и детали, установленные на заводе. На странице каждой детали указаны подходящие модели.')],
      es: [p('Los filtros, aceites y bujías originales se fabrican con la misma especificación que las piezas de fábrica. Cada ficha indica los modelos compatibles.')],
    },
  ),
  article(
    'roadside-assistance',
    'service-and-maintenance',
    { en: 'Roadside assistance', ar: 'المساعدة على الطريق', ru: 'Помощь на дороге', es: 'Asistencia en carretera' },
    {
      en: 'With a Pro warranty, call the hotline and we will send help.',
      ar: 'مع الضمان الاحترافي، اتصل بالخط الساخن وسنرسل المساعدة.',
      ru: 'С гарантией Pro позвоните на горячую линию — мы пришлём помощь.',
      es: 'Con la garantía Pro, llama a la línea de atención y te enviaremos ayuda.',
    },
    {
      en: [p('Roadside assistance covers towing to the nearest Norrak service centre within 100 km, a jump start and a puncture repair on the spot.')],
      ar: [p('تشمل المساعدة على الطريق السحب إلى أقرب مركز خدمة لنوراك ضمن 100 كم، وتشغيل البطارية، وإصلاح ثقب الإطار في المكان.')],
      ru: [p('Помощь на дороге включает эвакуацию до ближайшего сервисного центра Norrak в радиусе 100 км, запуск от внешнего аккумулятора и ремонт прокола на месте.')],
      es: [p('La asistencia incluye el remolque al centro Norrak más cercano en un radio de 100 km, el arranque con pinzas y la reparación de pinchazos en el lugar.')],
    },
  ),
  article(
    'service-history',
    'service-and-maintenance',
    { en: 'Keeping your service history', ar: 'الاحتفاظ بسجل الصيانة', ru: 'История обслуживания', es: 'Conservar el historial de mantenimiento' },
    {
      en: 'Every service is stamped in the book and stored in our system.',
      ar: 'تُختم كل صيانة في الدفتر وتُحفظ في نظامنا.',
      ru: 'Каждое ТО отмечается в книжке и сохраняется в нашей системе.',
      es: 'Cada revisión se sella en el libro y se guarda en nuestro sistema.',
    },
    {
      en: [p('A complete history helps with warranty claims and raises the resale value of your machine. If you lose the book, any service centre can print the record.')],
      ar: [p('يساعد السجل الكامل في مطالبات الضمان ويرفع قيمة إعادة بيع آلتك. إذا فقدت الدفتر، يمكن لأي مركز خدمة طباعة السجل.')],
      ru: [p('Полная история помогает при гарантийных случаях и повышает стоимость техники при продаже. Если книжка потеряна, любой сервисный центр распечатает записи.')],
      es: [p('Un historial completo ayuda en las reclamaciones de garantía y aumenta el valor de reventa. Si pierdes el libro, cualquier centro puede imprimir el registro.')],
    },
  ),
  article(
    'return-policy',
    'returns',
    { en: 'Return policy', ar: 'سياسة الإرجاع', ru: 'Правила возврата', es: 'Política de devoluciones' },
    {
      en: 'Unused parts and gear can be returned within 30 days.',
      ar: 'يمكن إرجاع القطع والملابس غير المستخدمة خلال 30 يومًا.',
      ru: 'Неиспользованные запчасти и экипировку можно вернуть в течение 30 дней.',
      es: 'Los recambios y el equipamiento sin usar se pueden devolver en 30 días.',
    },
    {
      en: [p('Items must be unused, in their original packaging and with the receipt. Vehicles and machines that have been registered or started cannot be returned, except under warranty.')],
      ar: [p('يجب أن تكون المنتجات غير مستخدمة وفي عبوتها الأصلية ومع الإيصال. لا يمكن إرجاع المركبات والآلات التي سُجلت أو شُغّلت إلا بموجب الضمان.')],
      ru: [p('Товар должен быть неиспользованным, в оригинальной упаковке и с чеком. Транспорт и технику, которые были зарегистрированы или запускались, вернуть нельзя, кроме гарантийных случаев.')],
      es: [p('Los artículos deben estar sin usar, en su embalaje original y con el tique. Los vehículos y máquinas matriculados o arrancados no se pueden devolver, salvo en garantía.')],
    },
    true,
  ),
  article(
    'exchange-a-size',
    'returns',
    { en: 'Exchanging a size', ar: 'استبدال المقاس', ru: 'Обмен размера', es: 'Cambiar de talla' },
    {
      en: 'Helmets, gloves and jackets can be exchanged for another size free of charge.',
      ar: 'يمكن استبدال الخوذ والقفازات والسترات بمقاس آخر مجانًا.',
      ru: 'Шлемы, перчатки и куртки можно бесплатно обменять на другой размер.',
      es: 'Los cascos, guantes y chaquetas se pueden cambiar de talla sin coste.',
    },
    {
      en: [p('Bring the item to any showroom with its tags attached. If the size you need is not in stock, we order it and call you when it arrives.')],
      ar: [p('أحضر المنتج إلى أي صالة عرض مع بطاقاته. إذا لم يتوفر المقاس المطلوب، نطلبه ونتصل بك عند وصوله.')],
      ru: [p('Принесите товар с бирками в любой шоурум. Если нужного размера нет в наличии, мы закажем его и позвоним, когда он придёт.')],
      es: [p('Lleva el artículo con las etiquetas a cualquier showroom. Si la talla que necesitas no está en stock, la pedimos y te llamamos cuando llegue.')],
    },
  ),
  article(
    'refund-times',
    'returns',
    { en: 'When will I get my money back?', ar: 'متى أسترد أموالي؟', ru: 'Когда вернутся деньги?', es: '¿Cuándo recibiré el reembolso?' },
    {
      en: 'Refunds are made within 10 working days to the original payment method.',
      ar: 'تُرد المبالغ خلال 10 أيام عمل إلى وسيلة الدفع الأصلية.',
      ru: 'Деньги возвращаются в течение 10 рабочих дней тем же способом, которым вы платили.',
      es: 'Los reembolsos se hacen en 10 días laborables al medio de pago original.',
    },
    {
      en: [p('Card refunds can take a few more days to appear on your statement, depending on your bank. Cash payments are refunded in the showroom.')],
      ar: [p('قد تستغرق المبالغ المستردة إلى البطاقة بضعة أيام إضافية لتظهر في كشف حسابك، حسب مصرفك. أما المدفوعات النقدية فتُرد في صالة العرض.')],
      ru: [p('Возврат на карту может отразиться в выписке на несколько дней позже — это зависит от банка. Оплату наличными возвращаем в шоуруме.')],
      es: [p('Las devoluciones a tarjeta pueden tardar unos días más en aparecer en el extracto, según tu banco. Los pagos en efectivo se reembolsan en el showroom.')],
    },
  ),
  article(
    'damaged-on-delivery',
    'returns',
    { en: 'My order arrived damaged', ar: 'وصل طلبي تالفًا', ru: 'Заказ пришёл повреждённым', es: 'Mi pedido llegó dañado' },
    {
      en: 'Take photos, keep the packaging and call us within 48 hours.',
      ar: 'التقط صورًا واحتفظ بالتغليف واتصل بنا خلال 48 ساعة.',
      ru: 'Сфотографируйте повреждения, сохраните упаковку и позвоните нам в течение 48 часов.',
      es: 'Haz fotos, guarda el embalaje y llámanos en un plazo de 48 horas.',
    },
    {
      en: [p('We replace damaged items at no cost. The courier collects the damaged parcel when delivering the replacement.')],
      ar: [p('نستبدل المنتجات التالفة دون أي تكلفة. تستلم شركة التوصيل الطرد التالف عند تسليم البديل.')],
      ru: [p('Мы бесплатно заменим повреждённый товар. Курьер заберёт повреждённую посылку, когда привезёт замену.')],
      es: [p('Sustituimos los artículos dañados sin coste. El mensajero recoge el paquete dañado al entregar el de reposición.')],
    },
  ),
  article(
    'first-start',
    'using-your-product',
    { en: 'Before the first start', ar: 'قبل التشغيل الأول', ru: 'Перед первым запуском', es: 'Antes del primer arranque' },
    {
      en: 'Check the oil, fill fresh fuel and read the owner’s manual.',
      ar: 'افحص الزيت واملأ وقودًا جديدًا واقرأ دليل المالك.',
      ru: 'Проверьте масло, залейте свежее топливо и прочитайте руководство.',
      es: 'Comprueba el aceite, pon combustible nuevo y lee el manual.',
    },
    {
      en: [ul('Generators, pumps and garden machines are shipped without oil: fill it to the mark.', 'Use fresh petrol of the octane rating in the manual.', 'Check tyre pressure on vehicles before riding.')],
      ar: [ul('تُشحن المولدات والمضخات وآلات الحدائق دون زيت: املأه حتى العلامة.', 'استخدم بنزينًا جديدًا بدرجة الأوكتان المذكورة في الدليل.', 'افحص ضغط الإطارات في المركبات قبل القيادة.')],
      ru: [ul('Генераторы, мотопомпы и садовая техника поставляются без масла: залейте его до метки.', 'Используйте свежий бензин с октановым числом, указанным в руководстве.', 'Перед поездкой проверьте давление в шинах.')],
      es: [ul('Los generadores, bombas y máquinas de jardín se envían sin aceite: llénalo hasta la marca.', 'Usa gasolina nueva del octanaje indicado en el manual.', 'Comprueba la presión de los neumáticos antes de conducir.')],
    },
    true,
  ),
  article(
    'running-in',
    'using-your-product',
    { en: 'Running in a new engine', ar: 'ترويض المحرك الجديد', ru: 'Обкатка нового двигателя', es: 'Rodaje de un motor nuevo' },
    {
      en: 'Vary the speed and avoid full throttle for the first hours.',
      ar: 'نوّع السرعة وتجنب الضغط الكامل على دواسة الوقود في الساعات الأولى.',
      ru: 'Меняйте обороты и не давайте полный газ в первые часы.',
      es: 'Varía el régimen y evita el gas a fondo durante las primeras horas.',
    },
    {
      en: [p('For the first 500 km or 10 hours, keep the engine below three quarters of its maximum speed and change the load often. Then come for the first service.')],
      ar: [p('خلال أول 500 كم أو 10 ساعات، أبقِ المحرك دون ثلاثة أرباع سرعته القصوى وغيّر الحمل كثيرًا. ثم تعال لإجراء الصيانة الأولى.')],
      ru: [p('Первые 500 км или 10 моточасов держите обороты ниже трёх четвертей от максимума и чаще меняйте нагрузку. Затем приезжайте на первое ТО.')],
      es: [p('Durante los primeros 500 km o 10 horas, mantén el motor por debajo de tres cuartos de su régimen máximo y cambia a menudo la carga. Después, ven a la primera revisión.')],
    },
  ),
  article(
    'generator-safety',
    'using-your-product',
    { en: 'Using a generator safely', ar: 'استخدام المولد بأمان', ru: 'Безопасная работа с генератором', es: 'Usar un generador con seguridad' },
    {
      en: 'Never run a generator indoors or in a closed garage.',
      ar: 'لا تشغّل المولد أبدًا داخل المنزل أو في مرآب مغلق.',
      ru: 'Никогда не запускайте генератор в помещении или закрытом гараже.',
      es: 'No uses nunca un generador en interiores ni en un garaje cerrado.',
    },
    {
      en: [ul('Keep it at least five metres from doors and windows.', 'Let it cool before refuelling.', 'Connect it to the house only through a transfer switch.')],
      ar: [ul('أبقه على بعد خمسة أمتار على الأقل من الأبواب والنوافذ.', 'اتركه يبرد قبل التزود بالوقود.', 'وصّله بالمنزل فقط عبر مفتاح تحويل.')],
      ru: [ul('Располагайте его не ближе пяти метров от дверей и окон.', 'Перед заправкой дайте ему остыть.', 'Подключайте к домашней сети только через переключатель резерва.')],
      es: [ul('Colócalo a un mínimo de cinco metros de puertas y ventanas.', 'Deja que se enfríe antes de repostar.', 'Conéctalo a la casa solo mediante un conmutador.')],
    },
  ),
  article(
    'battery-charging',
    'using-your-product',
    { en: 'Charging an electric scooter', ar: 'شحن السكوتر الكهربائي', ru: 'Зарядка электроскутера', es: 'Cargar un scooter eléctrico' },
    {
      en: 'Use the supplied charger and charge at room temperature.',
      ar: 'استخدم الشاحن المرفق واشحن في درجة حرارة الغرفة.',
      ru: 'Пользуйтесь комплектным зарядным устройством и заряжайте при комнатной температуре.',
      es: 'Usa el cargador incluido y carga a temperatura ambiente.',
    },
    {
      en: [p('The battery lasts longest when it is kept between 20 and 80 per cent. Before a long break, charge it to about 60 per cent and top it up every two months.')],
      ar: [p('تدوم البطارية أطول عندما تُحفظ بين 20 و80 في المئة. قبل فترة توقف طويلة، اشحنها إلى نحو 60 في المئة وأعد شحنها كل شهرين.')],
      ru: [p('Батарея служит дольше всего, если держать заряд между 20 и 80 процентами. Перед долгим перерывом зарядите её примерно до 60 процентов и подзаряжайте раз в два месяца.')],
      es: [p('La batería dura más si se mantiene entre el 20 y el 80 por ciento. Antes de una pausa larga, cárgala a un 60 por ciento y recárgala cada dos meses.')],
    },
  ),
  article(
    'outboard-mounting',
    'using-your-product',
    { en: 'Mounting an outboard', ar: 'تركيب المحرك الخارجي', ru: 'Установка лодочного мотора', es: 'Montar un fueraborda' },
    {
      en: 'Centre it on the transom and set the trim so the boat runs level.',
      ar: 'ثبّته في منتصف مؤخرة القارب واضبط الزاوية ليسير القارب مستويًا.',
      ru: 'Установите мотор по центру транца и отрегулируйте угол, чтобы лодка шла ровно.',
      es: 'Céntralo en el espejo de popa y ajusta el trim para que el barco navegue nivelado.',
    },
    {
      en: [p('Tighten the clamp screws by hand and secure the engine with a safety cable. Motors above 30 hp must be bolted through the transom by a service centre.')],
      ar: [p('اربط براغي المشبك باليد وثبّت المحرك بكابل أمان. يجب أن تُثبَّت المحركات التي تزيد قوتها على 30 حصانًا بالبراغي عبر مؤخرة القارب في مركز خدمة.')],
      ru: [p('Затяните струбцины вручную и закрепите мотор страховочным тросом. Моторы мощнее 30 л. с. должны крепиться болтами через транец в сервисном центре.')],
      es: [p('Aprieta a mano los tornillos de la abrazadera y asegura el motor con un cable de seguridad. Los motores de más de 30 CV deben atornillarse al espejo en un centro de servicio.')],
    },
  ),
  article(
    'riding-gear-care',
    'using-your-product',
    { en: 'Caring for riding gear', ar: 'العناية بملابس القيادة', ru: 'Уход за экипировкой', es: 'Cuidado del equipamiento' },
    {
      en: 'Wash textiles by hand, feed leather twice a year and let helmets dry naturally.',
      ar: 'اغسل المنسوجات يدويًا، وغذِّ الجلد مرتين في السنة، واترك الخوذ تجف طبيعيًا.',
      ru: 'Текстиль стирайте вручную, кожу обрабатывайте дважды в год, шлем сушите естественным путём.',
      es: 'Lava a mano los textiles, nutre el cuero dos veces al año y deja secar los cascos al aire.',
    },
    {
      en: [p('Remove the armour before washing a jacket. Never dry a helmet on a heater: heat weakens the shell and the foam.')],
      ar: [p('انزع الواقيات قبل غسل السترة. لا تجفف الخوذة أبدًا على المدفأة: فالحرارة تضعف الهيكل والإسفنج.')],
      ru: [p('Перед стиркой куртки выньте защитные вставки. Никогда не сушите шлем на батарее: тепло ослабляет корпус и пену.')],
      es: [p('Quita las protecciones antes de lavar una chaqueta. No seques nunca un casco sobre un radiador: el calor debilita la carcasa y el poliestireno.')],
    },
  ),
  article(
    'orders-for-companies',
    'orders-and-delivery',
    { en: 'Orders for companies', ar: 'طلبات الشركات', ru: 'Заказы для компаний', es: 'Pedidos para empresas' },
    {
      en: 'Fleet prices, invoices with company details and delivery to your site.',
      ar: 'أسعار الأساطيل وفواتير ببيانات الشركة والتسليم إلى موقعك.',
      ru: 'Цены для автопарков, счета на реквизиты компании и доставка на объект.',
      es: 'Precios para flotas, facturas con los datos de la empresa y entrega en tus instalaciones.',
    },
    {
      en: [p('For five machines or more, ask for a call back and mention your company. A key account manager prepares an offer within two working days.')],
      ar: [p('لخمس آلات أو أكثر، اطلب معاودة الاتصال واذكر اسم شركتك. يعد مدير حسابات الشركات عرضًا خلال يومي عمل.')],
      ru: [p('При заказе от пяти единиц техники закажите обратный звонок и укажите компанию. Менеджер по корпоративным клиентам подготовит предложение в течение двух рабочих дней.')],
      es: [p('A partir de cinco máquinas, pide que te llamemos e indica tu empresa. Un gestor de grandes cuentas prepara una oferta en dos días laborables.')],
    },
  ),
  article(
    'paying-for-a-pre-order',
    'payment',
    { en: 'Paying for a pre-order', ar: 'الدفع مقابل الطلب المسبق', ru: 'Оплата предзаказа', es: 'Pago de una reserva' },
    {
      en: 'Pre-orders need no deposit; you pay when the machine arrives.',
      ar: 'لا تتطلب الطلبات المسبقة دفعة مقدمة، وتدفع عند وصول الآلة.',
      ru: 'Предзаказ не требует предоплаты: вы платите, когда техника поступит.',
      es: 'Las reservas no requieren señal: pagas cuando llega la máquina.',
    },
    {
      en: [p('The price is fixed on the day you place the pre-order. If the catalogue price drops before delivery, you pay the lower price.')],
      ar: [p('يُثبَّت السعر في يوم تقديم الطلب المسبق. وإذا انخفض سعر الكتالوج قبل التسليم، تدفع السعر الأقل.')],
      ru: [p('Цена фиксируется в день оформления предзаказа. Если до поставки цена в каталоге снизится, вы заплатите меньшую.')],
      es: [p('El precio queda fijado el día de la reserva. Si el precio del catálogo baja antes de la entrega, pagas el más bajo.')],
    },
  ),
  article(
    'priming-a-water-pump',
    'using-your-product',
    { en: 'Priming a water pump', ar: 'تحضير مضخة المياه للتشغيل', ru: 'Заливка мотопомпы перед запуском', es: 'Cebar una motobomba' },
    {
      en: 'Fill the pump body with water before every start.',
      ar: 'املأ جسم المضخة بالماء قبل كل تشغيل.',
      ru: 'Перед каждым запуском заполняйте корпус насоса водой.',
      es: 'Llena de agua el cuerpo de la bomba antes de cada arranque.',
    },
    {
      en: [p('Open the priming cap, fill the chamber to the top and close it firmly. Running a pump dry for even a minute can destroy the mechanical seal.')],
      ar: [p('افتح غطاء التحضير واملأ الحجرة حتى أعلاها وأغلقه بإحكام. تشغيل المضخة جافة ولو لدقيقة واحدة قد يتلف مانع التسرب الميكانيكي.')],
      ru: [p('Откройте заливную горловину, заполните камеру доверху и плотно закройте. Даже минута работы всухую может разрушить торцевое уплотнение.')],
      es: [p('Abre el tapón de cebado, llena la cámara hasta arriba y ciérralo bien. Hacer funcionar la bomba en seco aunque sea un minuto puede destruir el cierre mecánico.')],
    },
  ),
];
