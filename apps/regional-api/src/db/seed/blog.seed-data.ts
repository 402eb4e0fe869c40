import type { Shape } from '../../images/image-recipe';
import type { Block, Localized } from './texts';

const p = (text: string): Block => ({ type: 'paragraph', text });
const ul = (...items: string[]): Block => ({ type: 'list', items });

export const blogCategories: readonly { slug: string; title: Localized; description: Localized }[] = [
  {
    slug: 'buying-guides',
    title: { en: 'Buying guides', ar: 'أدلة الشراء', ru: 'Как выбрать', es: 'Guías de compra' },
    description: {
      en: 'How to choose the right machine for the way you ride and work.',
      ar: 'كيف تختار الآلة المناسبة لطريقة قيادتك وعملك.',
      ru: 'Как подобрать технику под ваш стиль езды и задачи.',
      es: 'Cómo elegir la máquina adecuada para tu forma de conducir y trabajar.',
    },
  },
  {
    slug: 'maintenance',
    title: { en: 'Maintenance', ar: 'الصيانة', ru: 'Обслуживание', es: 'Mantenimiento' },
    description: {
      en: 'Simple routines that keep engines healthy and warranties valid.',
      ar: 'إجراءات بسيطة تحافظ على سلامة المحركات وسريان الضمان.',
      ru: 'Простые процедуры, которые сохраняют двигатель здоровым, а гарантию — в силе.',
      es: 'Rutinas sencillas que mantienen los motores sanos y la garantía vigente.',
    },
  },
  {
    slug: 'adventures',
    title: { en: 'Stories and adventures', ar: 'قصص ومغامرات', ru: 'Истории и путешествия', es: 'Historias y aventuras' },
    description: {
      en: 'Trips, races and everyday rides from the Norrak community.',
      ar: 'رحلات وسباقات وجولات يومية من مجتمع نوراك.',
      ru: 'Поездки, гонки и будни сообщества Norrak.',
      es: 'Viajes, carreras y trayectos diarios de la comunidad Norrak.',
    },
  },
  {
    slug: 'power-and-garden',
    title: { en: 'Power and garden', ar: 'الطاقة والحديقة', ru: 'Энергия и сад', es: 'Energía y jardín' },
    description: {
      en: 'Generators, pumps and garden machines around the home and the farm.',
      ar: 'المولدات والمضخات وآلات الحدائق في المنزل والمزرعة.',
      ru: 'Генераторы, мотопомпы и садовая техника для дома и хозяйства.',
      es: 'Generadores, bombas y máquinas de jardín para casa y finca.',
    },
  },
];

export interface SeedBlogPost {
  slug: string;
  category: string;
  publishedAt: string;
  readingMinutes: number;
  shape: Shape;
  colour: string;
  title: Localized;
  excerpt: Localized;
  body: Localized<Block[]>;
}

export const blogPosts: readonly SeedBlogPost[] = [
  {
    slug: 'how-to-choose-your-first-enduro',
    category: 'buying-guides',
    publishedAt: '2026-02-03T08:00:00.000Z',
    readingMinutes: 6,
    shape: 'motorcycle',
    colour: '#D7261E',
    title: {
      en: 'How to choose your first enduro motorcycle',
      ar: 'كيف تختار أول دراجة إندورو لك',
      ru: 'Как выбрать свой первый мотоцикл эндуро',
      es: 'Cómo elegir tu primera moto de enduro',
    },
    excerpt: {
      en: 'Seat height, weight and power matter more than the spec sheet suggests.',
      ar: 'ارتفاع المقعد والوزن والقوة أهم مما توحي به ورقة المواصفات.',
      ru: 'Высота сиденья, масса и мощность важнее, чем кажется по техническим характеристикам.',
      es: 'La altura del asiento, el peso y la potencia importan más de lo que sugiere la ficha técnica.',
    },
    body: {
      en: [
        p('Most new riders buy too much motorcycle. A 250 cc enduro is light enough to pick up after a fall and strong enough for a motorway stretch on the way to the trails.'),
        p('Before you decide, sit on the bike in a showroom with your riding boots on. You should reach the ground with the balls of both feet.'),
        ul('Start with 125–250 cc if you have never ridden off-road.', 'Choose electric start: you will stall often at first.', 'Budget for a helmet, boots, gloves and a jacket.'),
      ],
      ar: [
        p('يشتري معظم السائقين الجدد دراجة أكبر من حاجتهم. دراجة إندورو بسعة 250 سم³ خفيفة بما يكفي لرفعها بعد السقوط، وقوية بما يكفي لقطع الطريق السريع في الطريق إلى المسارات.'),
        p('قبل أن تقرر، اجلس على الدراجة في صالة العرض وأنت ترتدي حذاء القيادة. يجب أن تلمس الأرض بمقدمة قدميك كلتيهما.'),
        ul('ابدأ بسعة 125–250 سم³ إذا لم تقد على الطرق الوعرة من قبل.', 'اختر نظام التشغيل الكهربائي: سيتوقف المحرك كثيرًا في البداية.', 'خصص ميزانية للخوذة والحذاء والقفازات والسترة.'),
      ],
      ru: [
        p('Большинство новичков покупают слишком мощный мотоцикл. Эндуро на 250 см³ достаточно лёгкий, чтобы поднять его после падения, и достаточно сильный, чтобы доехать до трассы по шоссе.'),
        p('Прежде чем решать, посидите на мотоцикле в шоуруме в мотоботах. Вы должны доставать до земли передней частью обеих стоп.'),
        ul('Начните со 125–250 см³, если никогда не ездили по бездорожью.', 'Выбирайте модель с электростартером: поначалу вы будете часто глохнуть.', 'Заложите в бюджет шлем, ботинки, перчатки и куртку.'),
      ],
      es: [
        p('La mayoría de los principiantes compran demasiada moto. Una enduro de 250 cc es lo bastante ligera para levantarla tras una caída y lo bastante potente para hacer un tramo de autovía camino de las pistas.'),
        p('Antes de decidir, siéntate en la moto en un showroom con tus botas puestas. Debes llegar al suelo con la punta de ambos pies.'),
        ul('Empieza con 125–250 cc si nunca has rodado fuera del asfalto.', 'Elige arranque eléctrico: al principio se te calará a menudo.', 'Reserva presupuesto para casco, botas, guantes y chaqueta.'),
      ],
    },
  },
  {
    slug: 'choosing-a-commuter-scooter',
    category: 'buying-guides',
    publishedAt: '2026-02-17T08:00:00.000Z',
    readingMinutes: 5,
    shape: 'scooter',
    colour: '#1F5FBF',
    title: {
      en: '50, 125 or 300 cc: choosing a commuter scooter',
      ar: '50 أو 125 أو 300 سم³: اختيار سكوتر للتنقل اليومي',
      ru: '50, 125 или 300 см³: выбираем скутер для поездок на работу',
      es: '50, 125 o 300 cc: cómo elegir un scooter para ir al trabajo',
    },
    excerpt: {
      en: 'Your daily route decides the engine size, not the other way round.',
      ar: 'طريقك اليومي هو الذي يحدد سعة المحرك، وليس العكس.',
      ru: 'Объём двигателя определяет ваш ежедневный маршрут, а не наоборот.',
      es: 'Tu ruta diaria decide la cilindrada, y no al revés.',
    },
    body: {
      en: [
        p('A 50 cc scooter is perfect for short trips in the old town, but it tops out at 45 km/h. If your commute includes a ring road, a 125 cc model keeps up with traffic.'),
        p('Above 300 cc you get motorway speed, ABS and room for two, at the cost of weight and price.'),
      ],
      ar: [
        p('السكوتر بسعة 50 سم³ مثالي للرحلات القصيرة في وسط المدينة، لكن سرعته القصوى 45 كم/س. إذا كان طريقك يشمل طريقًا دائريًا، فإن طراز 125 سم³ يواكب حركة المرور.'),
        p('فوق 300 سم³ تحصل على سرعة الطرق السريعة ونظام ABS ومساحة لشخصين، مقابل وزن وسعر أعلى.'),
      ],
      ru: [
        p('Скутер на 50 см³ идеален для коротких поездок по центру, но разгоняется лишь до 45 км/ч. Если по дороге на работу есть кольцевая, модель на 125 см³ держится в потоке.'),
        p('От 300 см³ вы получаете скорость для трассы, ABS и место для двоих — ценой большей массы и стоимости.'),
      ],
      es: [
        p('Un scooter de 50 cc es perfecto para trayectos cortos por el centro, pero no pasa de 45 km/h. Si tu ruta incluye una ronda de circunvalación, un 125 cc sigue el ritmo del tráfico.'),
        p('A partir de 300 cc tienes velocidad de autovía, ABS y sitio para dos, a cambio de más peso y precio.'),
      ],
    },
  },
  {
    slug: 'inverter-or-open-frame-generator',
    category: 'buying-guides',
    publishedAt: '2026-03-05T08:00:00.000Z',
    readingMinutes: 7,
    shape: 'generator',
    colour: '#F07C00',
    title: {
      en: 'Inverter or open-frame: choosing a generator',
      ar: 'إنفرتر أم إطار مفتوح: اختيار المولد المناسب',
      ru: 'Инверторный или открытый: как выбрать генератор',
      es: 'Inverter o de bastidor abierto: cómo elegir un generador',
    },
    excerpt: {
      en: 'Sensitive electronics want an inverter; power tools want watts.',
      ar: 'الأجهزة الإلكترونية الحساسة تحتاج إلى إنفرتر، والأدوات الكهربائية تحتاج إلى واط أكثر.',
      ru: 'Чувствительной электронике нужен инвертор, электроинструменту — ватты.',
      es: 'La electrónica sensible pide un inverter; las herramientas piden vatios.',
    },
    body: {
      en: [
        p('Inverter generators produce a clean sine wave, run quietly and throttle down when the load is light. They are the right choice for laptops, fridges and camping.'),
        p('Open-frame generators deliver more watts per dollar. On a building site, where noise matters less than power, they are hard to beat.'),
        ul('Add up the running watts of everything you will plug in.', 'Add the starting surge of the largest motor.', 'Choose a model with at least 20 % in reserve.'),
      ],
      ar: [
        p('تنتج مولدات الإنفرتر موجة جيبية نظيفة وتعمل بهدوء وتخفض سرعتها عندما يكون الحمل خفيفًا. إنها الخيار الصحيح للحواسيب المحمولة والثلاجات والتخييم.'),
        p('أما المولدات ذات الإطار المفتوح فتوفر واط أكثر مقابل كل دولار. في موقع البناء، حيث الضجيج أقل أهمية من القوة، يصعب التفوق عليها.'),
        ul('اجمع قدرة التشغيل لكل ما ستوصله.', 'أضف تيار البدء لأكبر محرك.', 'اختر طرازًا باحتياطي لا يقل عن 20 %.'),
      ],
      ru: [
        p('Инверторные генераторы выдают чистую синусоиду, работают тихо и сбрасывают обороты при малой нагрузке. Это правильный выбор для ноутбуков, холодильников и отдыха на природе.'),
        p('Генераторы открытого типа дают больше ватт за те же деньги. На стройке, где шум важен меньше мощности, им почти нет равных.'),
        ul('Сложите рабочую мощность всех потребителей.', 'Добавьте пусковой ток самого мощного электродвигателя.', 'Выберите модель с запасом не менее 20 %.'),
      ],
      es: [
        p('Los generadores inverter producen una onda senoidal limpia, son silenciosos y bajan de revoluciones con poca carga. Son la elección correcta para portátiles, neveras y camping.'),
        p('Los de bastidor abierto ofrecen más vatios por euro. En una obra, donde el ruido importa menos que la potencia, es difícil superarlos.'),
        ul('Suma la potencia de funcionamiento de todo lo que vayas a enchufar.', 'Añade el pico de arranque del motor más grande.', 'Elige un modelo con al menos un 20 % de reserva.'),
      ],
    },
  },
  {
    slug: 'outboard-shaft-length',
    category: 'buying-guides',
    publishedAt: '2026-03-19T08:00:00.000Z',
    readingMinutes: 4,
    shape: 'outboard',
    colour: '#5B6168',
    title: {
      en: 'How to pick the right outboard shaft length',
      ar: 'كيف تختار طول عمود المحرك الخارجي المناسب',
      ru: 'Как подобрать длину дейдвуда лодочного мотора',
      es: 'Cómo elegir la longitud de eje del fueraborda',
    },
    excerpt: {
      en: 'Measure your transom before you choose between S, L and X.',
      ar: 'قِس مؤخرة قاربك قبل الاختيار بين S وL وX.',
      ru: 'Измерьте транец, прежде чем выбирать между S, L и X.',
      es: 'Mide el espejo de popa antes de elegir entre S, L y X.',
    },
    body: {
      en: [
        p('Measure from the top of the transom straight down to the bottom of the hull. About 15 inches calls for a short shaft, 20 inches for a long one and 25 inches for extra long.'),
        p('A shaft that is too short makes the propeller suck air; one that is too long adds drag and spray.'),
      ],
      ar: [
        p('قِس من أعلى مؤخرة القارب مباشرة إلى أسفل الهيكل. نحو 15 بوصة يتطلب عمودًا قصيرًا، و20 بوصة عمودًا طويلًا، و25 بوصة عمودًا طويلًا جدًا.'),
        p('العمود القصير جدًا يجعل المروحة تسحب الهواء، والطويل جدًا يزيد المقاومة ورذاذ الماء.'),
      ],
      ru: [
        p('Измерьте расстояние от верхнего края транца вертикально вниз до днища. Около 15 дюймов — короткий дейдвуд, 20 — длинный, 25 — сверхдлинный.'),
        p('Слишком короткий дейдвуд заставит винт захватывать воздух, слишком длинный — добавит сопротивление и брызги.'),
      ],
      es: [
        p('Mide desde la parte superior del espejo de popa en vertical hasta el fondo del casco. Unas 15 pulgadas piden eje corto, 20 eje largo y 25 eje extralargo.'),
        p('Un eje demasiado corto hace que la hélice aspire aire; uno demasiado largo añade resistencia y salpicaduras.'),
      ],
    },
  },
  {
    slug: 'atv-or-utv',
    category: 'buying-guides',
    publishedAt: '2026-04-02T08:00:00.000Z',
    readingMinutes: 6,
    shape: 'utv',
    colour: '#2E8B3D',
    title: {
      en: 'ATV or UTV: what your farm really needs',
      ar: 'ATV أم UTV: ما الذي تحتاجه مزرعتك فعلًا',
      ru: 'Квадроцикл или мотовездеход: что действительно нужно хозяйству',
      es: 'ATV o UTV: lo que tu finca necesita de verdad',
    },
    excerpt: {
      en: 'Count passengers and payload first, then look at the engines.',
      ar: 'احسب عدد الركاب والحمولة أولًا، ثم انظر إلى المحركات.',
      ru: 'Сначала посчитайте пассажиров и груз, потом смотрите на двигатели.',
      es: 'Cuenta primero pasajeros y carga, y después mira los motores.',
    },
    body: {
      en: [
        p('An ATV is narrow, nimble and cheaper, ideal for one person checking fences or spraying. A UTV carries two or three people side by side and has a real cargo bed.'),
        p('If you tow trailers every day, look at the towing capacity and the engine braking of the CVT, not only at horsepower.'),
      ],
      ar: [
        p('الدراجة الرباعية ضيقة ورشيقة وأرخص، ومثالية لشخص واحد يتفقد الأسوار أو يرش المحاصيل. أما مركبة UTV فتحمل شخصين أو ثلاثة جنبًا إلى جنب ولها صندوق حمولة حقيقي.'),
        p('إذا كنت تسحب مقطورات كل يوم، فانظر إلى قدرة السحب والكبح بالمحرك في ناقل CVT، لا إلى القوة الحصانية فقط.'),
      ],
      ru: [
        p('Квадроцикл узкий, манёвренный и дешевле — идеален для одного человека, который объезжает ограждения или опрыскивает посевы. Мотовездеход везёт двоих-троих рядом и имеет полноценный грузовой кузов.'),
        p('Если вы каждый день буксируете прицеп, смотрите на буксируемую массу и торможение двигателем вариатора, а не только на лошадиные силы.'),
      ],
      es: [
        p('Un ATV es estrecho, ágil y más barato, ideal para una persona que revisa vallas o fumiga. Un UTV lleva a dos o tres personas lado a lado y tiene una caja de carga de verdad.'),
        p('Si remolcas a diario, fíjate en la capacidad de remolque y en el freno motor del CVT, no solo en los caballos.'),
      ],
    },
  },
  {
    slug: 'finding-a-helmet-that-fits',
    category: 'buying-guides',
    publishedAt: '2026-04-16T08:00:00.000Z',
    readingMinutes: 4,
    shape: 'helmet',
    colour: '#1D1D1F',
    title: {
      en: 'Finding a helmet that fits',
      ar: 'كيف تجد خوذة بمقاس مناسب',
      ru: 'Как подобрать шлем по размеру',
      es: 'Cómo encontrar un casco que te quede bien',
    },
    excerpt: {
      en: 'A tape measure and five minutes in front of a mirror are all you need.',
      ar: 'كل ما تحتاجه شريط قياس وخمس دقائق أمام المرآة.',
      ru: 'Понадобятся сантиметровая лента и пять минут перед зеркалом.',
      es: 'Solo necesitas una cinta métrica y cinco minutos frente al espejo.',
    },
    body: {
      en: [
        p('Measure around your head just above the eyebrows and ears. Pick the size from the chart, then try it on: the helmet should feel snug everywhere, with no pressure points.'),
        ul('Shake your head: the helmet must move with your skin, not slide.', 'Wear it for ten minutes before you decide.', 'Replace any helmet after a crash, even if it looks fine.'),
      ],
      ar: [
        p('قِس محيط رأسك فوق الحاجبين والأذنين مباشرة. اختر المقاس من الجدول ثم جرّب الخوذة: يجب أن تكون محكمة في كل مكان دون نقاط ضغط.'),
        ul('حرّك رأسك: يجب أن تتحرك الخوذة مع جلدك لا أن تنزلق.', 'ارتدها عشر دقائق قبل أن تقرر.', 'استبدل أي خوذة بعد حادث حتى لو بدت سليمة.'),
      ],
      ru: [
        p('Измерьте окружность головы чуть выше бровей и ушей. Выберите размер по таблице и примерьте: шлем должен плотно сидеть везде, но нигде не давить.'),
        ul('Покачайте головой: шлем должен двигаться вместе с кожей, а не скользить.', 'Проходите в нём десять минут, прежде чем решить.', 'Меняйте шлем после любого падения, даже если он выглядит целым.'),
      ],
      es: [
        p('Mide el contorno de la cabeza justo por encima de las cejas y las orejas. Elige la talla en la tabla y pruébatelo: debe quedar ajustado en todas partes, sin puntos de presión.'),
        ul('Mueve la cabeza: el casco debe moverse con la piel, no deslizarse.', 'Llévalo puesto diez minutos antes de decidir.', 'Cambia el casco tras cualquier caída, aunque parezca intacto.'),
      ],
    },
  },
  {
    slug: 'electric-scooter-range',
    category: 'buying-guides',
    publishedAt: '2026-05-07T08:00:00.000Z',
    readingMinutes: 5,
    shape: 'kick-scooter',
    colour: '#2E8B3D',
    title: {
      en: "What affects an electric scooter's range",
      ar: 'ما الذي يؤثر في مدى السكوتر الكهربائي',
      ru: 'От чего зависит запас хода электроскутера',
      es: 'Qué afecta a la autonomía de un scooter eléctrico',
    },
    excerpt: {
      en: 'Speed, temperature and tyre pressure eat more range than hills.',
      ar: 'السرعة والحرارة وضغط الإطارات تستهلك من المدى أكثر مما تستهلكه المرتفعات.',
      ru: 'Скорость, температура и давление в шинах «съедают» запас хода сильнее, чем подъёмы.',
      es: 'La velocidad, la temperatura y la presión de los neumáticos restan más autonomía que las cuestas.',
    },
    body: {
      en: [
        p('The range we publish is measured at a steady 25 km/h with a 75 kg rider. Riding flat out can cut it by a third, and a cold morning by another ten per cent.'),
        p('Keep the tyres at the pressure printed on the sidewall and charge the battery at room temperature.'),
      ],
      ar: [
        p('يُقاس المدى الذي ننشره عند سرعة ثابتة تبلغ 25 كم/س مع سائق وزنه 75 كغ. القيادة بأقصى سرعة قد تخفضه بمقدار الثلث، والصباح البارد بعشرة في المئة أخرى.'),
        p('حافظ على ضغط الإطارات المطبوع على جانبها واشحن البطارية في درجة حرارة الغرفة.'),
      ],
      ru: [
        p('Публикуемый запас хода измерен при постоянной скорости 25 км/ч и массе водителя 75 кг. Езда на максимальной скорости сокращает его на треть, а холодное утро — ещё на десять процентов.'),
        p('Поддерживайте давление в шинах, указанное на боковине, и заряжайте батарею при комнатной температуре.'),
      ],
      es: [
        p('La autonomía que publicamos se mide a 25 km/h constantes con un conductor de 75 kg. Ir a fondo puede reducirla en un tercio, y una mañana fría en otro diez por ciento.'),
        p('Mantén los neumáticos a la presión indicada en el flanco y carga la batería a temperatura ambiente.'),
      ],
    },
  },
  {
    slug: 'why-the-first-service-matters',
    category: 'maintenance',
    publishedAt: '2026-01-20T08:00:00.000Z',
    readingMinutes: 4,
    shape: 'wrench',
    colour: '#66CC33',
    title: {
      en: 'Why the first service matters',
      ar: 'لماذا تهم الصيانة الأولى',
      ru: 'Почему так важно первое ТО',
      es: 'Por qué importa la primera revisión',
    },
    excerpt: {
      en: 'The first oil change removes the metal dust of running-in.',
      ar: 'يزيل أول تغيير للزيت الغبار المعدني الناتج عن فترة الترويض.',
      ru: 'Первая замена масла удаляет металлическую пыль, образовавшуюся при обкатке.',
      es: 'El primer cambio de aceite elimina el polvo metálico del rodaje.',
    },
    body: {
      en: [
        p('During the first hours, piston rings and gears bed in and shed fine particles into the oil. Changing it on time protects the engine for the rest of its life.'),
        p('The first service is also when our technicians check valve clearances, chain tension and every bolt, and it keeps your warranty valid.'),
      ],
      ar: [
        p('خلال الساعات الأولى تتلاءم حلقات المكبس والتروس وتطلق جزيئات دقيقة في الزيت. تغييره في موعده يحمي المحرك طوال عمره.'),
        p('في الصيانة الأولى أيضًا يفحص فنيونا خلوص الصمامات وشد الجنزير وكل البراغي، كما أنها تحافظ على سريان الضمان.'),
      ],
      ru: [
        p('В первые часы работы поршневые кольца и шестерни прирабатываются и оставляют в масле мелкие частицы. Своевременная замена масла защищает двигатель на всю жизнь.'),
        p('На первом ТО наши мастера также проверяют тепловые зазоры клапанов, натяжение цепи и затяжку всех болтов, а гарантия остаётся в силе.'),
      ],
      es: [
        p('En las primeras horas, los segmentos y los engranajes se asientan y sueltan partículas finas en el aceite. Cambiarlo a tiempo protege el motor el resto de su vida.'),
        p('En la primera revisión nuestros técnicos también comprueban el juego de válvulas, la tensión de la cadena y cada tornillo, y la garantía sigue vigente.'),
      ],
    },
  },
  {
    slug: 'storing-your-motorcycle-for-winter',
    category: 'maintenance',
    publishedAt: '2025-11-04T08:00:00.000Z',
    readingMinutes: 5,
    shape: 'motorcycle',
    colour: '#1F5FBF',
    title: {
      en: 'Storing your motorcycle for winter',
      ar: 'تخزين دراجتك النارية في الشتاء',
      ru: 'Как подготовить мотоцикл к зимнему хранению',
      es: 'Cómo guardar la moto en invierno',
    },
    excerpt: {
      en: 'Four steps in autumn save a spring of trouble.',
      ar: 'أربع خطوات في الخريف توفر عليك متاعب الربيع.',
      ru: 'Четыре шага осенью избавят от проблем весной.',
      es: 'Cuatro pasos en otoño te ahorran una primavera de problemas.',
    },
    body: {
      en: [
        p('Wash and dry the bike, then follow these steps before you cover it.'),
        ul('Fill the tank and add fuel stabiliser.', 'Change the oil so that old acids do not sit in the engine.', 'Connect the battery to a maintenance charger.', 'Lift the tyres off the floor or turn them every month.'),
      ],
      ar: [
        p('اغسل الدراجة وجففها، ثم اتبع هذه الخطوات قبل تغطيتها.'),
        ul('املأ الخزان وأضف مثبت الوقود.', 'غيّر الزيت حتى لا تبقى الأحماض القديمة في المحرك.', 'وصّل البطارية بشاحن صيانة.', 'ارفع الإطارات عن الأرض أو أدرها كل شهر.'),
      ],
      ru: [
        p('Вымойте и высушите мотоцикл, а затем, прежде чем накрыть его чехлом, выполните следующее.'),
        ul('Залейте полный бак и добавьте стабилизатор топлива.', 'Замените масло, чтобы старые кислоты не оставались в двигателе.', 'Подключите аккумулятор к зарядному устройству для хранения.', 'Приподнимите колёса над полом или проворачивайте их раз в месяц.'),
      ],
      es: [
        p('Lava y seca la moto y sigue estos pasos antes de taparla.'),
        ul('Llena el depósito y añade estabilizador de combustible.', 'Cambia el aceite para que los ácidos viejos no se queden en el motor.', 'Conecta la batería a un cargador de mantenimiento.', 'Levanta las ruedas del suelo o gíralas cada mes.'),
      ],
    },
  },
  {
    slug: 'flushing-an-outboard-after-salt-water',
    category: 'maintenance',
    publishedAt: '2026-06-10T08:00:00.000Z',
    readingMinutes: 3,
    shape: 'outboard',
    colour: '#1F5FBF',
    title: {
      en: 'Flushing an outboard after salt water',
      ar: 'غسل المحرك الخارجي بعد الإبحار في المياه المالحة',
      ru: 'Промывка лодочного мотора после морской воды',
      es: 'Cómo enjuagar el fueraborda tras navegar en agua salada',
    },
    excerpt: {
      en: 'Ten minutes with fresh water after every trip doubles the life of the cooling system.',
      ar: 'عشر دقائق بالماء العذب بعد كل رحلة تضاعف عمر نظام التبريد.',
      ru: 'Десять минут промывки пресной водой после каждого выхода вдвое продлевают жизнь системы охлаждения.',
      es: 'Diez minutos con agua dulce después de cada salida duplican la vida del sistema de refrigeración.',
    },
    body: {
      en: [
        p('Salt crystals block the water passages and corrode the thermostat. Attach the flushing muff to a garden hose, open the tap and start the engine in neutral.'),
        p('Let it run until the tell-tale stream is clear and warm, then wipe the engine and spray the linkages with corrosion protection.'),
      ],
      ar: [
        p('تسد بلورات الملح ممرات الماء وتؤدي إلى تآكل منظم الحرارة. ركّب وصلة الغسل على خرطوم الحديقة وافتح الصنبور وشغّل المحرك على الوضع المحايد.'),
        p('اتركه يعمل حتى يصبح تيار الماء المؤشر صافيًا ودافئًا، ثم امسح المحرك ورش الوصلات بمادة مانعة للتآكل.'),
      ],
      ru: [
        p('Кристаллы соли забивают водяные каналы и разъедают термостат. Наденьте промывочные «уши» на садовый шланг, откройте кран и запустите мотор на нейтрали.'),
        p('Дайте ему поработать, пока контрольная струя не станет чистой и тёплой, затем протрите мотор и обработайте тяги антикоррозийным спреем.'),
      ],
      es: [
        p('Los cristales de sal obstruyen los conductos de agua y corroen el termostato. Coloca las orejetas de lavado en una manguera, abre el grifo y arranca el motor en punto muerto.'),
        p('Déjalo funcionar hasta que el chorro testigo salga limpio y templado; después seca el motor y rocía las articulaciones con protector anticorrosión.'),
      ],
    },
  },
  {
    slug: 'keeping-generator-fuel-fresh',
    category: 'maintenance',
    publishedAt: '2026-07-01T08:00:00.000Z',
    readingMinutes: 3,
    shape: 'generator',
    colour: '#F07C00',
    title: {
      en: 'Keeping generator fuel fresh',
      ar: 'كيف تحافظ على وقود المولد صالحًا',
      ru: 'Как сохранить топливо в генераторе свежим',
      es: 'Cómo mantener fresco el combustible del generador',
    },
    excerpt: {
      en: 'Stale petrol is the number one reason a standby generator will not start.',
      ar: 'البنزين القديم هو السبب الأول لعدم تشغيل المولد الاحتياطي.',
      ru: 'Несвежий бензин — главная причина, по которой резервный генератор не заводится.',
      es: 'La gasolina vieja es la primera causa de que un generador de reserva no arranque.',
    },
    body: {
      en: [
        p('Petrol starts to degrade after about a month. If the generator waits for the next power cut, add stabiliser to the tank and run the engine for fifteen minutes every four weeks.'),
        p('For storage longer than three months, close the fuel tap and let the engine run until the carburettor is empty.'),
      ],
      ar: [
        p('يبدأ البنزين بالتحلل بعد نحو شهر. إذا كان المولد ينتظر انقطاع الكهرباء القادم، فأضف مثبت الوقود إلى الخزان وشغّل المحرك خمس عشرة دقيقة كل أربعة أسابيع.'),
        p('للتخزين لأكثر من ثلاثة أشهر، أغلق صمام الوقود واترك المحرك يعمل حتى يفرغ الكاربوريتر.'),
      ],
      ru: [
        p('Бензин начинает портиться примерно через месяц. Если генератор ждёт следующего отключения, добавьте в бак стабилизатор и запускайте двигатель на пятнадцать минут раз в четыре недели.'),
        p('При хранении дольше трёх месяцев закройте топливный кран и дайте двигателю поработать, пока не опустеет карбюратор.'),
      ],
      es: [
        p('La gasolina empieza a degradarse al cabo de un mes. Si el generador espera al próximo apagón, añade estabilizador al depósito y arranca el motor quince minutos cada cuatro semanas.'),
        p('Para periodos de más de tres meses, cierra el grifo de combustible y deja el motor en marcha hasta vaciar el carburador.'),
      ],
    },
  },
  {
    slug: 'chain-care-in-five-minutes',
    category: 'maintenance',
    publishedAt: '2026-08-12T08:00:00.000Z',
    readingMinutes: 3,
    shape: 'motorcycle',
    colour: '#F2C200',
    title: {
      en: 'Chain care in five minutes',
      ar: 'العناية بالجنزير في خمس دقائق',
      ru: 'Уход за цепью за пять минут',
      es: 'Cuidado de la cadena en cinco minutos',
    },
    excerpt: {
      en: 'Clean, lubricate, check the slack: every 500 km or after every wet ride.',
      ar: 'نظّف وزيّت وافحص الارتخاء: كل 500 كم أو بعد كل قيادة في المطر.',
      ru: 'Очистить, смазать, проверить провисание — каждые 500 км или после каждой поездки под дождём.',
      es: 'Limpiar, engrasar y comprobar la holgura: cada 500 km o tras cada salida con lluvia.',
    },
    body: {
      en: [
        ul('Put the bike on a stand and clean the chain with a soft brush and chain cleaner.', 'Spray lubricant on the inside of the lower run while turning the wheel.', 'Check the slack against the sticker on the swingarm and adjust if needed.'),
        p('A well-kept chain lasts twice as long and keeps the sprockets from wearing into hooks.'),
      ],
      ar: [
        ul('ضع الدراجة على حامل ونظّف الجنزير بفرشاة ناعمة ومنظف الجنازير.', 'رش مادة التشحيم على الجهة الداخلية من الجزء السفلي أثناء تدوير العجلة.', 'افحص الارتخاء وفق الملصق على الذراع الخلفي واضبطه إذا لزم الأمر.'),
        p('الجنزير المعتنى به يدوم ضعف المدة ويمنع تآكل التروس.'),
      ],
      ru: [
        ul('Поставьте мотоцикл на подставку и очистите цепь мягкой щёткой и очистителем.', 'Нанесите смазку на внутреннюю сторону нижней ветви, проворачивая колесо.', 'Проверьте провисание по наклейке на маятнике и при необходимости отрегулируйте.'),
        p('Ухоженная цепь служит вдвое дольше и не даёт звёздам износиться «в крючок».'),
      ],
      es: [
        ul('Pon la moto en un caballete y limpia la cadena con un cepillo suave y limpiador específico.', 'Pulveriza lubricante en la cara interior del tramo inferior mientras giras la rueda.', 'Comprueba la holgura según la pegatina del basculante y ajústala si hace falta.'),
        p('Una cadena bien cuidada dura el doble y evita que los piñones se desgasten en forma de gancho.'),
      ],
    },
  },
  {
    slug: 'sharpening-a-mower-blade',
    category: 'maintenance',
    publishedAt: '2026-04-28T08:00:00.000Z',
    readingMinutes: 4,
    shape: 'mower',
    colour: '#2E8B3D',
    title: {
      en: 'When and how to sharpen a mower blade',
      ar: 'متى وكيف تشحذ شفرة الجزازة',
      ru: 'Когда и как точить нож газонокосилки',
      es: 'Cuándo y cómo afilar la cuchilla del cortacésped',
    },
    excerpt: {
      en: 'Torn grass tips turning brown are the sign that the blade is dull.',
      ar: 'أطراف العشب الممزقة التي تصبح بنية هي علامة على أن الشفرة أصبحت غير حادة.',
      ru: 'Рваные, буреющие кончики травы — признак того, что нож затупился.',
      es: 'Las puntas de hierba rasgadas que se vuelven marrones indican que la cuchilla está roma.',
    },
    body: {
      en: [
        p('Sharpen the blade every 25 hours of mowing, or at least once a season. Disconnect the spark plug lead first and tilt the mower with the air filter facing up.'),
        p('File each edge at its original angle and check the balance on a nail: an unbalanced blade shakes the engine.'),
      ],
      ar: [
        p('اشحذ الشفرة كل 25 ساعة من القص أو مرة واحدة في الموسم على الأقل. افصل سلك شمعة الاحتراق أولًا وأمل الجزازة بحيث يكون فلتر الهواء إلى الأعلى.'),
        p('اشحذ كل حافة بزاويتها الأصلية وافحص التوازن على مسمار: الشفرة غير المتوازنة تهز المحرك.'),
      ],
      ru: [
        p('Точите нож каждые 25 часов работы или хотя бы раз за сезон. Сначала снимите колпачок со свечи и наклоните косилку воздушным фильтром вверх.'),
        p('Заточите каждую кромку под исходным углом и проверьте балансировку на гвозде: несбалансированный нож расшатывает двигатель.'),
      ],
      es: [
        p('Afila la cuchilla cada 25 horas de corte o al menos una vez por temporada. Desconecta antes el capuchón de la bujía e inclina la máquina con el filtro de aire hacia arriba.'),
        p('Lima cada filo con su ángulo original y comprueba el equilibrio sobre un clavo: una cuchilla desequilibrada hace vibrar el motor.'),
      ],
    },
  },
  {
    slug: 'lithium-battery-care',
    category: 'maintenance',
    publishedAt: '2026-09-09T08:00:00.000Z',
    readingMinutes: 3,
    shape: 'battery',
    colour: '#1D1D1F',
    title: {
      en: 'Looking after a lithium starter battery',
      ar: 'العناية ببطارية التشغيل الليثيومية',
      ru: 'Уход за литиевым стартерным аккумулятором',
      es: 'Cómo cuidar una batería de arranque de litio',
    },
    excerpt: {
      en: 'Lithium batteries are light and strong, but they need the right charger.',
      ar: 'بطاريات الليثيوم خفيفة وقوية، لكنها تحتاج إلى الشاحن المناسب.',
      ru: 'Литиевые аккумуляторы лёгкие и мощные, но им нужно правильное зарядное устройство.',
      es: 'Las baterías de litio son ligeras y potentes, pero necesitan el cargador adecuado.',
    },
    body: {
      en: [
        p('Never use a desulphating mode meant for lead-acid batteries: it can damage lithium cells. Use a charger with a LiFePO4 program.'),
        p('In storage, keep the battery at about 80 % charge and check the voltage once a month.'),
      ],
      ar: [
        p('لا تستخدم أبدًا وضع إزالة الكبريتات المخصص لبطاريات الرصاص الحمضية، فقد يتلف خلايا الليثيوم. استخدم شاحنًا يحتوي على برنامج LiFePO4.'),
        p('أثناء التخزين، احتفظ بالبطارية عند شحن يقارب 80 % وافحص الجهد مرة في الشهر.'),
      ],
      ru: [
        p('Никогда не используйте режим десульфатации для свинцово-кислотных батарей: он может повредить литиевые ячейки. Нужно зарядное устройство с программой LiFePO4.'),
        p('При хранении держите заряд около 80 % и раз в месяц проверяйте напряжение.'),
      ],
      es: [
        p('No uses nunca el modo de desulfatación de las baterías de plomo: puede dañar las celdas de litio. Utiliza un cargador con programa LiFePO4.'),
        p('Durante el almacenamiento, mantén la batería en torno al 80 % y comprueba la tensión una vez al mes.'),
      ],
    },
  },
  {
    slug: 'two-days-in-the-dunes',
    category: 'adventures',
    publishedAt: '2026-01-12T08:00:00.000Z',
    readingMinutes: 8,
    shape: 'atv',
    colour: '#F2C200',
    title: {
      en: 'Two days in the dunes of Liwa',
      ar: 'يومان بين كثبان ليوا',
      ru: 'Два дня в дюнах Ливы',
      es: 'Dos días entre las dunas de Liwa',
    },
    excerpt: {
      en: 'Six riders, four Dune quads and the biggest sand sea in the Emirates.',
      ar: 'ستة سائقين وأربع دراجات Dune رباعية وأكبر بحر رمال في الإمارات.',
      ru: 'Шесть райдеров, четыре квадроцикла Dune и самое большое песчаное море Эмиратов.',
      es: 'Seis pilotos, cuatro quads Dune y el mayor mar de arena de los Emiratos.',
    },
    body: {
      en: [
        p('We left Abu Dhabi before sunrise and were on the sand by eight. Tyre pressure down to 0.3 bar, flags up, and a strict rule: nobody rides alone.'),
        p('By the second evening the dunes near Moreeb had taught us more about throttle control than any track day.'),
      ],
      ar: [
        p('غادرنا أبوظبي قبل شروق الشمس وكنا على الرمال بحلول الثامنة. خفضنا ضغط الإطارات إلى 0.3 بار ورفعنا الأعلام، مع قاعدة صارمة: لا أحد يقود وحده.'),
        p('بحلول المساء الثاني كانت الكثبان قرب تل مرعب قد علمتنا عن التحكم بدواسة الوقود أكثر من أي يوم على الحلبة.'),
      ],
      ru: [
        p('Мы выехали из Абу-Даби до рассвета и к восьми были уже на песке. Давление в шинах — 0,3 бар, флажки подняты, и одно строгое правило: никто не едет в одиночку.'),
        p('К вечеру второго дня дюны у Мореба научили нас работе с газом лучше любого трек-дня.'),
      ],
      es: [
        p('Salimos de Abu Dabi antes del amanecer y a las ocho ya estábamos en la arena. Presión de neumáticos a 0,3 bar, banderines arriba y una regla estricta: nadie rueda solo.'),
        p('Al final del segundo día, las dunas de Moreeb nos habían enseñado más sobre el control del gas que cualquier tanda en circuito.'),
      ],
    },
  },
  {
    slug: 'caucasus-foothills-enduro',
    category: 'adventures',
    publishedAt: '2025-10-06T08:00:00.000Z',
    readingMinutes: 9,
    shape: 'motorcycle',
    colour: '#2E8B3D',
    title: {
      en: 'Enduro across the Caucasus foothills',
      ar: 'رحلة إندورو عبر سفوح القوقاز',
      ru: 'Эндуро по предгорьям Кавказа',
      es: 'Enduro por las estribaciones del Cáucaso',
    },
    excerpt: {
      en: 'Five days, 900 kilometres and three river crossings on Raptor 300s.',
      ar: 'خمسة أيام و900 كيلومتر وثلاثة عبورات للأنهار على دراجات Raptor 300.',
      ru: 'Пять дней, 900 километров и три брода на Raptor 300.',
      es: 'Cinco días, 900 kilómetros y tres vadeos de ríos con Raptor 300.',
    },
    body: {
      en: [
        p('The route started in Kutaisi and climbed through villages where the road turns into a riverbed after every rain. We carried spare levers, tubes and two litres of oil per bike.'),
        p('Nothing broke except our pride at the third crossing, where the water was deeper than the map promised.'),
      ],
      ar: [
        p('بدأ المسار في كوتايسي وصعد عبر قرى يتحول فيها الطريق إلى مجرى نهر بعد كل مطر. حملنا أذرعًا احتياطية وإطارات داخلية ولترين من الزيت لكل دراجة.'),
        p('لم ينكسر شيء سوى كبريائنا عند العبور الثالث، حيث كان الماء أعمق مما وعدت به الخريطة.'),
      ],
      ru: [
        p('Маршрут начинался в Кутаиси и поднимался через сёла, где после каждого дождя дорога превращается в русло. С собой у каждого были запасные рычаги, камеры и два литра масла.'),
        p('Ничего не сломалось, кроме нашей гордости на третьем броде: вода оказалась глубже, чем обещала карта.'),
      ],
      es: [
        p('La ruta empezó en Kutaisi y subió por aldeas donde la carretera se convierte en cauce tras cada lluvia. Cada moto llevaba manetas de repuesto, cámaras y dos litros de aceite.'),
        p('Nada se rompió salvo nuestro orgullo en el tercer vadeo, donde el agua era más profunda de lo que prometía el mapa.'),
      ],
    },
  },
  {
    slug: 'dawn-fishing-trip',
    category: 'adventures',
    publishedAt: '2026-05-25T08:00:00.000Z',
    readingMinutes: 5,
    shape: 'outboard',
    colour: '#5B6168',
    title: {
      en: 'A dawn fishing trip with a 9.9 hp outboard',
      ar: 'رحلة صيد عند الفجر بمحرك خارجي 9.9 حصان',
      ru: 'Рыбалка на рассвете с 9,9-сильным мотором',
      es: 'Pesca al amanecer con un fueraborda de 9,9 CV',
    },
    excerpt: {
      en: 'Why the humble 9.9 remains the most popular outboard in the world.',
      ar: 'لماذا يبقى محرك 9.9 المتواضع أكثر المحركات الخارجية شعبية في العالم.',
      ru: 'Почему скромный «девять и девять» остаётся самым популярным мотором в мире.',
      es: 'Por qué el humilde 9,9 sigue siendo el fueraborda más popular del mundo.',
    },
    body: {
      en: [
        p('It fits in a car boot, starts on the second pull and pushes a four-metre boat at twenty kilometres an hour. In many countries it also needs no licence.'),
        p('We were on the water at five, anchored by six and home with breakfast before the wind picked up.'),
      ],
      ar: [
        p('يتسع في صندوق السيارة، ويعمل من السحبة الثانية، ويدفع قاربًا طوله أربعة أمتار بسرعة عشرين كيلومترًا في الساعة. وفي كثير من الدول لا يحتاج إلى رخصة.'),
        p('كنا على الماء في الخامسة، وألقينا المرساة في السادسة، وعدنا بالفطور قبل أن تشتد الرياح.'),
      ],
      ru: [
        p('Он помещается в багажник, заводится со второго рывка и разгоняет четырёхметровую лодку до двадцати километров в час. Во многих странах для него даже не нужны права.'),
        p('В пять мы были на воде, в шесть встали на якорь и вернулись домой с уловом до того, как поднялся ветер.'),
      ],
      es: [
        p('Cabe en el maletero, arranca al segundo tirón y mueve una barca de cuatro metros a veinte kilómetros por hora. En muchos países, además, no necesita titulación.'),
        p('A las cinco estábamos en el agua, a las seis fondeados y de vuelta a casa con el desayuno antes de que subiera el viento.'),
      ],
    },
  },
  {
    slug: 'a-month-of-scooter-commuting-in-madrid',
    category: 'adventures',
    publishedAt: '2026-06-22T08:00:00.000Z',
    readingMinutes: 6,
    shape: 'scooter',
    colour: '#D7261E',
    title: {
      en: 'A month of commuting by scooter in Madrid',
      ar: 'شهر من التنقل بالسكوتر في مدريد',
      ru: 'Месяц на скутере по Мадриду',
      es: 'Un mes yendo al trabajo en scooter por Madrid',
    },
    excerpt: {
      en: 'Forty minutes by car became eighteen on a Vento 125.',
      ar: 'أربعون دقيقة بالسيارة أصبحت ثماني عشرة دقيقة على Vento 125.',
      ru: 'Сорок минут на машине превратились в восемнадцать на Vento 125.',
      es: 'Cuarenta minutos en coche se convirtieron en dieciocho en una Vento 125.',
    },
    body: {
      en: [
        p('Our colleague Lucía swapped her car for a Vento 125 for thirty days. She spent 31 euros on fuel, never looked for a parking space and arrived at the office before her coffee went cold.'),
        p('The only thing she missed was the radio.'),
      ],
      ar: [
        p('استبدلت زميلتنا لوسيا سيارتها بسكوتر Vento 125 لمدة ثلاثين يومًا. أنفقت 31 يورو على الوقود، ولم تبحث قط عن موقف، ووصلت إلى المكتب قبل أن تبرد قهوتها.'),
        p('الشيء الوحيد الذي افتقدته هو الراديو.'),
      ],
      ru: [
        p('Наша коллега Лусия на тридцать дней пересела с машины на Vento 125. Она потратила на бензин 31 евро, ни разу не искала парковку и приезжала в офис раньше, чем остывал её кофе.'),
        p('Единственное, чего ей не хватало, — радио.'),
      ],
      es: [
        p('Nuestra compañera Lucía cambió el coche por una Vento 125 durante treinta días. Gastó 31 euros en gasolina, nunca buscó aparcamiento y llegó a la oficina antes de que se le enfriara el café.'),
        p('Lo único que echó de menos fue la radio.'),
      ],
    },
  },
  {
    slug: 'lawn-care-calendar-for-hot-climates',
    category: 'power-and-garden',
    publishedAt: '2026-03-26T08:00:00.000Z',
    readingMinutes: 6,
    shape: 'mower',
    colour: '#66CC33',
    title: {
      en: 'A lawn care calendar for hot climates',
      ar: 'تقويم العناية بالعشب في المناخات الحارة',
      ru: 'Календарь ухода за газоном в жарком климате',
      es: 'Calendario de cuidado del césped en climas cálidos',
    },
    excerpt: {
      en: 'Mow high in summer, feed in autumn and water at dawn.',
      ar: 'قص العشب عاليًا في الصيف، وسمّده في الخريف، واسقه عند الفجر.',
      ru: 'Летом косите высоко, осенью подкармливайте, поливайте на рассвете.',
      es: 'Corta alto en verano, abona en otoño y riega al amanecer.',
    },
    body: {
      en: [
        ul('Spring: first cut at the highest setting, then lower it step by step.', 'Summer: raise the deck by one notch and mulch the clippings to keep moisture in.', 'Autumn: feed, aerate and overseed bare patches.', 'Winter: service the mower and sharpen the blade.'),
        p('Water early in the morning: less evaporates, and the grass dries before nightfall.'),
      ],
      ar: [
        ul('الربيع: القصة الأولى على أعلى ارتفاع، ثم اخفضه تدريجيًا.', 'الصيف: ارفع سطح القص درجة واحدة واستخدم التغطية بالنشارة للحفاظ على الرطوبة.', 'الخريف: سمّد وهوِّ التربة وازرع البقع الجرداء.', 'الشتاء: أجرِ صيانة الجزازة واشحذ الشفرة.'),
        p('اسقِ في الصباح الباكر: يتبخر ماء أقل ويجف العشب قبل حلول الليل.'),
      ],
      ru: [
        ul('Весна: первый покос на максимальной высоте, затем постепенно опускайте её.', 'Лето: поднимите деку на одно деление и мульчируйте срезанную траву, чтобы сохранить влагу.', 'Осень: подкормка, аэрация и подсев на проплешинах.', 'Зима: обслужите косилку и заточите нож.'),
        p('Поливайте рано утром: испаряется меньше воды, а трава успевает высохнуть до ночи.'),
      ],
      es: [
        ul('Primavera: primer corte a la altura máxima y después bájala poco a poco.', 'Verano: sube la carcasa un punto y haz mulching para conservar la humedad.', 'Otoño: abona, airea y resiembra las calvas.', 'Invierno: revisa el cortacésped y afila la cuchilla.'),
        p('Riega a primera hora: se evapora menos agua y la hierba se seca antes de la noche.'),
      ],
    },
  },
  {
    slug: 'sizing-a-standby-generator',
    category: 'power-and-garden',
    publishedAt: '2026-10-14T08:00:00.000Z',
    readingMinutes: 7,
    shape: 'generator',
    colour: '#5B6168',
    title: {
      en: 'Backup power at home: sizing a standby generator',
      ar: 'طاقة احتياطية للمنزل: كيف تحدد قدرة المولد الاحتياطي',
      ru: 'Резервное питание дома: как рассчитать мощность электростанции',
      es: 'Energía de reserva en casa: cómo dimensionar un grupo electrógeno',
    },
    excerpt: {
      en: 'Decide what must keep running, then let an electrician do the rest.',
      ar: 'حدد ما يجب أن يستمر في العمل، ثم دع الكهربائي يتولى الباقي.',
      ru: 'Решите, что должно работать без перебоев, а остальное доверьте электрику.',
      es: 'Decide qué debe seguir funcionando y deja el resto a un electricista.',
    },
    body: {
      en: [
        p('A typical house needs 10 to 15 kW to keep lights, fridges, a pump and one air conditioner running. Three-phase homes and workshops usually need 20 kW or more.'),
        p('A standby generator must be connected through an automatic transfer switch installed by a licensed electrician, so that it never feeds power back into the grid.'),
      ],
      ar: [
        p('يحتاج المنزل النموذجي إلى 10 إلى 15 كيلوواط لتشغيل الإنارة والثلاجات ومضخة ومكيف واحد. أما المنازل والورش ذات التيار ثلاثي الطور فتحتاج عادة إلى 20 كيلوواط أو أكثر.'),
        p('يجب توصيل المولد الاحتياطي عبر مفتاح تحويل تلقائي يركّبه كهربائي مرخّص، حتى لا يعيد الطاقة إلى الشبكة أبدًا.'),
      ],
      ru: [
        p('Обычному дому нужно 10–15 кВт, чтобы работали свет, холодильники, насос и один кондиционер. Домам и мастерским с трёхфазным вводом обычно требуется 20 кВт и больше.'),
        p('Резервная электростанция подключается через автоматический ввод резерва, который устанавливает электрик с допуском, чтобы она никогда не отдавала ток в сеть.'),
      ],
      es: [
        p('Una vivienda típica necesita de 10 a 15 kW para mantener la luz, las neveras, una bomba y un aire acondicionado. Las casas y talleres trifásicos suelen necesitar 20 kW o más.'),
        p('Un grupo de reserva debe conectarse mediante un conmutador automático instalado por un electricista autorizado, para que nunca vierta energía a la red.'),
      ],
    },
  },
  {
    slug: 'choosing-a-pump-for-irrigation',
    category: 'power-and-garden',
    publishedAt: '2026-05-14T08:00:00.000Z',
    readingMinutes: 5,
    shape: 'pump',
    colour: '#1F5FBF',
    title: {
      en: 'Choosing a pump for irrigation',
      ar: 'اختيار مضخة للري',
      ru: 'Как выбрать мотопомпу для полива',
      es: 'Cómo elegir una bomba para riego',
    },
    excerpt: {
      en: 'Flow fills the ditch; head pushes the water up the hill.',
      ar: 'التدفق يملأ القناة، وارتفاع الضخ يدفع الماء إلى أعلى التل.',
      ru: 'Производительность наполняет канаву, напор поднимает воду в гору.',
      es: 'El caudal llena la acequia; la altura sube el agua por la ladera.',
    },
    body: {
      en: [
        p('For flood irrigation from a canal, choose a 3 or 4 inch pump with a high flow. For sprinklers or drip lines on a slope, pressure matters more: look at the maximum head.'),
        p('Keep the suction hose as short as possible and always use the strainer: sand wears the impeller fast.'),
      ],
      ar: [
        p('للري بالغمر من قناة، اختر مضخة بقطر 3 أو 4 بوصات وتدفق عالٍ. أما للرشاشات أو خطوط التنقيط على منحدر، فالضغط أهم: انظر إلى أقصى ارتفاع ضخ.'),
        p('اجعل خرطوم الشفط قصيرًا قدر الإمكان واستخدم المصفاة دائمًا، فالرمل يتلف الدافع بسرعة.'),
      ],
      ru: [
        p('Для полива напуском из канала выбирайте мотопомпу на 3 или 4 дюйма с высокой производительностью. Для дождевателей или капельного полива на склоне важнее давление — смотрите на максимальный напор.'),
        p('Делайте всасывающий рукав как можно короче и всегда ставьте сетчатый фильтр: песок быстро изнашивает крыльчатку.'),
      ],
      es: [
        p('Para riego a manta desde un canal, elige una bomba de 3 o 4 pulgadas con mucho caudal. Para aspersores o goteo en pendiente importa más la presión: mira la altura máxima.'),
        p('Usa una manguera de aspiración lo más corta posible y pon siempre el filtro: la arena desgasta el rodete muy deprisa.'),
      ],
    },
  },
  {
    slug: 'getting-your-plot-ready-with-a-cultivator',
    category: 'power-and-garden',
    publishedAt: '2026-02-24T08:00:00.000Z',
    readingMinutes: 4,
    shape: 'tiller',
    colour: '#F07C00',
    title: {
      en: 'Getting your plot ready with a cultivator',
      ar: 'تجهيز قطعة الأرض بالعزاقة',
      ru: 'Готовим участок культиватором',
      es: 'Prepara tu huerto con una motoazada',
    },
    excerpt: {
      en: 'Two shallow passes beat one deep one.',
      ar: 'مروران سطحيان أفضل من مرور عميق واحد.',
      ru: 'Два неглубоких прохода лучше одного глубокого.',
      es: 'Dos pasadas superficiales son mejores que una profunda.',
    },
    body: {
      en: [
        p('Wait until the soil crumbles in your hand instead of sticking. Make a first pass at half depth, then a second one across it.'),
        p('Working wet clay with a cultivator creates hard clods that stay all season.'),
      ],
      ar: [
        p('انتظر حتى تتفتت التربة في يدك بدلًا من أن تلتصق. نفّذ مرورًا أول بنصف العمق، ثم مرورًا ثانيًا بشكل متقاطع.'),
        p('العمل على الطين المبلل بالعزاقة يكوّن كتلًا صلبة تبقى طوال الموسم.'),
      ],
      ru: [
        p('Дождитесь, пока почва начнёт рассыпаться в руке, а не липнуть. Сделайте первый проход на половину глубины, а второй — поперёк первого.'),
        p('Если обрабатывать мокрую глину культиватором, образуются твёрдые комья, которые останутся на весь сезон.'),
      ],
      es: [
        p('Espera a que la tierra se desmenuce en la mano en lugar de pegarse. Haz una primera pasada a media profundidad y una segunda en cruz.'),
        p('Trabajar arcilla mojada con la motoazada crea terrones duros que duran toda la temporada.'),
      ],
    },
  },
];
