import type { Shape } from '../../images/image-recipe';
import type { Block, Localized } from './texts';

const p = (text: string): Block => ({ type: 'paragraph', text });

export interface SeedNews {
  slug: string;
  publishedAt: string;
  shape: Shape;
  colour: string;
  title: Localized;
  excerpt: Localized;
  body: Localized<Block[]>;
}

export const seedNews: readonly SeedNews[] = [
  {
    slug: 'riyadh-flagship-showroom',
    publishedAt: '2026-02-10T07:00:00.000Z',
    shape: 'store',
    colour: '#66CC33',
    title: {
      en: 'Norrak opens its flagship showroom in Riyadh',
      ar: 'نوراك تفتتح صالة عرضها الرئيسية في الرياض',
      ru: 'Norrak открывает флагманский шоурум в Эр-Рияде',
      es: 'Norrak abre su showroom insignia en Riad',
    },
    excerpt: {
      en: 'Two floors, a service workshop and a test track on King Fahd Road.',
      ar: 'طابقان وورشة صيانة ومسار تجربة على طريق الملك فهد.',
      ru: 'Два этажа, сервисная мастерская и тестовая площадка на шоссе Короля Фахда.',
      es: 'Dos plantas, un taller y una pista de pruebas en la carretera Rey Fahd.',
    },
    body: {
      en: [p('The new showroom displays the full range, from pit bikes to standby generators. Visitors can book a test ride on the outdoor track and have their machine serviced on site.')],
      ar: [p('تعرض صالة العرض الجديدة المجموعة الكاملة، من دراجات بيت بايك إلى المولدات الاحتياطية. ويمكن للزوار حجز تجربة قيادة على المسار الخارجي وصيانة مركباتهم في الموقع.')],
      ru: [p('В новом шоуруме представлена вся линейка — от питбайков до резервных электростанций. Посетители могут записаться на тест-драйв на открытой площадке и обслужить технику на месте.')],
      es: [p('El nuevo showroom expone toda la gama, desde pit bikes hasta grupos electrógenos de reserva. Los visitantes pueden reservar una prueba en la pista exterior y hacer el mantenimiento de su máquina allí mismo.')],
    },
  },
  {
    slug: 'quietline-2026-range',
    publishedAt: '2026-03-12T07:00:00.000Z',
    shape: 'generator',
    colour: '#F07C00',
    title: {
      en: 'A quieter inverter range: Quietline 2026',
      ar: 'مجموعة إنفرتر أكثر هدوءًا: Quietline 2026',
      ru: 'Ещё тише: инверторы Quietline 2026',
      es: 'Una gama inverter más silenciosa: Quietline 2026',
    },
    excerpt: {
      en: 'New mufflers bring the 2000i down to 53 dB(A).',
      ar: 'كواتم صوت جديدة تخفض ضجيج 2000i إلى 53 ديسيبل.',
      ru: 'Новые глушители снизили шум модели 2000i до 53 дБ(А).',
      es: 'Los nuevos silenciadores dejan el 2000i en 53 dB(A).',
    },
    body: {
      en: [p('Every Quietline generator now has a redesigned muffler and a fuel gauge you can read from a distance. Prices stay the same.')],
      ar: [p('أصبح لكل مولد Quietline كاتم صوت معاد تصميمه ومؤشر وقود يمكن قراءته من مسافة. وتبقى الأسعار كما هي.')],
      ru: [p('Все генераторы Quietline получили новый глушитель и указатель уровня топлива, видимый издалека. Цены остались прежними.')],
      es: [p('Todos los generadores Quietline estrenan silenciador y un indicador de combustible legible a distancia. Los precios no cambian.')],
    },
  },
  {
    slug: 'three-year-outboard-warranty',
    publishedAt: '2026-04-01T07:00:00.000Z',
    shape: 'shield',
    colour: '#1F5FBF',
    title: {
      en: 'Three-year warranty on every Norrak outboard',
      ar: 'ضمان لمدة ثلاث سنوات على جميع محركات نوراك الخارجية',
      ru: 'Трёхлетняя гарантия на все лодочные моторы Norrak',
      es: 'Tres años de garantía en todos los fueraborda Norrak',
    },
    excerpt: {
      en: 'Petrol outboards bought from April 2026 are covered for 36 months.',
      ar: 'المحركات الخارجية بالبنزين المشتراة منذ أبريل 2026 مشمولة بضمان 36 شهرًا.',
      ru: 'На бензиновые моторы, купленные с апреля 2026 года, действует гарантия 36 месяцев.',
      es: 'Los fueraborda de gasolina comprados desde abril de 2026 tienen 36 meses de cobertura.',
    },
    body: {
      en: [p('The extended warranty applies in every country where we sell outboards, as long as the scheduled services are done at a Norrak centre.')],
      ar: [p('يسري الضمان الممتد في كل دولة نبيع فيها المحركات الخارجية، بشرط إجراء الصيانة الدورية في أحد مراكز نوراك.')],
      ru: [p('Расширенная гарантия действует во всех странах, где мы продаём лодочные моторы, при условии прохождения планового ТО в центре Norrak.')],
      es: [p('La garantía ampliada se aplica en todos los países donde vendemos fueraborda, siempre que las revisiones se hagan en un centro Norrak.')],
    },
  },
  {
    slug: 'online-service-booking',
    publishedAt: '2026-05-20T07:00:00.000Z',
    shape: 'wrench',
    colour: '#66CC33',
    title: {
      en: 'Book a service online in every country',
      ar: 'احجز موعد الصيانة عبر الإنترنت في كل الدول',
      ru: 'Запись на ТО онлайн во всех странах',
      es: 'Reserva tu revisión en línea en todos los países',
    },
    excerpt: {
      en: 'Pick a service centre, a date and a time slot in under a minute.',
      ar: 'اختر مركز الخدمة والتاريخ والوقت في أقل من دقيقة.',
      ru: 'Выберите сервисный центр, дату и время меньше чем за минуту.',
      es: 'Elige centro de servicio, fecha y hora en menos de un minuto.',
    },
    body: {
      en: [p('Leave your name and phone number on any product page and a service advisor will confirm the appointment by phone the same day.')],
      ar: [p('اترك اسمك ورقم هاتفك في أي صفحة منتج، وسيؤكد لك مستشار الخدمة الموعد هاتفيًا في اليوم نفسه.')],
      ru: [p('Оставьте имя и номер телефона на странице любого товара — сервисный консультант подтвердит запись по телефону в тот же день.')],
      es: [p('Deja tu nombre y teléfono en cualquier página de producto y un asesor de servicio confirmará la cita por teléfono el mismo día.')],
    },
  },
  {
    slug: 'youth-enduro-cup',
    publishedAt: '2026-06-05T07:00:00.000Z',
    shape: 'star',
    colour: '#D7261E',
    title: {
      en: 'Norrak Youth Enduro Cup: registration is open',
      ar: 'كأس نوراك للإندورو للناشئين: التسجيل مفتوح',
      ru: 'Кубок Norrak по эндуро среди юниоров: регистрация открыта',
      es: 'Copa Norrak de Enduro Juvenil: inscripciones abiertas',
    },
    excerpt: {
      en: 'Four rounds for riders aged 12 to 17, with coaching between races.',
      ar: 'أربع جولات للسائقين من 12 إلى 17 عامًا، مع تدريب بين السباقات.',
      ru: 'Четыре этапа для гонщиков от 12 до 17 лет с тренировками между гонками.',
      es: 'Cuatro pruebas para pilotos de 12 a 17 años, con entrenamiento entre carreras.',
    },
    body: {
      en: [p('Riders can enter on their own bikes or rent a Mako pit bike from us for the season. Protective gear is checked at every round.')],
      ar: [p('يمكن للسائقين المشاركة بدراجاتهم الخاصة أو استئجار دراجة Mako منا طوال الموسم. ويتم فحص معدات الحماية في كل جولة.')],
      ru: [p('Участвовать можно на своём мотоцикле или арендовать у нас питбайк Mako на весь сезон. Защитную экипировку проверяют на каждом этапе.')],
      es: [p('Se puede participar con moto propia o alquilarnos una pit bike Mako para toda la temporada. El equipo de protección se revisa en cada prueba.')],
    },
  },
  {
    slug: 'almaty-parts-warehouse',
    publishedAt: '2026-07-22T07:00:00.000Z',
    shape: 'store',
    colour: '#5B6168',
    title: {
      en: 'New spare parts warehouse in Almaty speeds up deliveries',
      ar: 'مستودع قطع غيار جديد في ألماتي يسرّع التسليم',
      ru: 'Новый склад запчастей в Алматы ускорит доставку',
      es: 'Un nuevo almacén de recambios en Almaty acelera las entregas',
    },
    excerpt: {
      en: 'Most parts now reach Central Asian service centres within 48 hours.',
      ar: 'تصل معظم القطع الآن إلى مراكز الخدمة في آسيا الوسطى خلال 48 ساعة.',
      ru: 'Большинство деталей теперь доходят до сервисных центров Центральной Азии за 48 часов.',
      es: 'La mayoría de los recambios llegan ya a los talleres de Asia Central en 48 horas.',
    },
    body: {
      en: [p('The warehouse holds more than eight thousand part numbers and ships daily to Kazakhstan and Uzbekistan.')],
      ar: [p('يضم المستودع أكثر من ثمانية آلاف رقم قطعة ويشحن يوميًا إلى كازاخستان وأوزبكستان.')],
      ru: [p('На складе хранится более восьми тысяч артикулов, отгрузки в Казахстан и Узбекистан идут ежедневно.')],
      es: [p('El almacén guarda más de ocho mil referencias y envía a diario a Kazajistán y Uzbekistán.')],
    },
  },
  {
    slug: 'volt-electric-scooters-arrive',
    publishedAt: '2026-08-30T07:00:00.000Z',
    shape: 'scooter',
    colour: '#2E8B3D',
    title: {
      en: 'Volt electric scooters arrive in Europe and Latin America',
      ar: 'سكوترات Volt الكهربائية تصل إلى أوروبا وأمريكا اللاتينية',
      ru: 'Электроскутеры Volt приходят в Европу и Латинскую Америку',
      es: 'Los scooters eléctricos Volt llegan a Europa y Latinoamérica',
    },
    excerpt: {
      en: 'Seven models from 1.5 to 8 kW, with removable batteries.',
      ar: 'سبعة طرازات من 1.5 إلى 8 كيلوواط ببطاريات قابلة للإزالة.',
      ru: 'Семь моделей мощностью от 1,5 до 8 кВт со съёмными батареями.',
      es: 'Siete modelos de 1,5 a 8 kW, con baterías extraíbles.',
    },
    body: {
      en: [p('The Volt range is available in Spain, Mexico, Colombia and Brazil from September, with home delivery in the capitals.')],
      ar: [p('تتوفر مجموعة Volt في إسبانيا والمكسيك وكولومبيا والبرازيل اعتبارًا من سبتمبر، مع التوصيل إلى المنازل في العواصم.')],
      ru: [p('С сентября линейка Volt продаётся в Испании, Мексике, Колумбии и Бразилии с доставкой на дом в столицах.')],
      es: [p('La gama Volt está disponible en España, México, Colombia y Brasil desde septiembre, con entrega a domicilio en las capitales.')],
    },
  },
  {
    slug: 'model-year-2027-pre-orders',
    publishedAt: '2026-09-15T07:00:00.000Z',
    shape: 'motorcycle',
    colour: '#1F5FBF',
    title: {
      en: 'Model year 2027: pre-orders are open',
      ar: 'طرازات 2027: باب الطلب المسبق مفتوح',
      ru: 'Модели 2027 года: открыт предзаказ',
      es: 'Modelos 2027: abiertas las reservas',
    },
    excerpt: {
      en: 'Reserve a 2027 model now and be among the first to ride it.',
      ar: 'احجز طراز 2027 الآن وكن من أوائل من يقودونه.',
      ru: 'Забронируйте модель 2027 года сейчас и станьте одним из первых владельцев.',
      es: 'Reserva ya un modelo 2027 y sé de los primeros en conducirlo.',
    },
    body: {
      en: [p('Models marked "Pre-order" can be reserved with no deposit. We will call you as soon as your machine reaches the showroom.')],
      ar: [p('يمكن حجز الطرازات التي تحمل علامة "طلب مسبق" دون دفعة مقدمة. سنتصل بك فور وصول مركبتك إلى صالة العرض.')],
      ru: [p('Модели с отметкой «Предзаказ» можно забронировать без предоплаты. Мы позвоним, как только техника поступит в шоурум.')],
      es: [p('Los modelos marcados como «Reserva» se pueden reservar sin señal. Te llamaremos en cuanto tu máquina llegue al showroom.')],
    },
  },
];
