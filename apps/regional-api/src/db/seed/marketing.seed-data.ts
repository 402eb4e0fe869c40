import type { CountryCode } from '../../countries';
import type { Shape } from '../../images/image-recipe';
import type { Localized } from './texts';

export interface SeedOffer {
  slug: string;
  discountPercent: number;
  startsAt: string;
  endsAt: string;
  /** Leaf categories whose products the offer covers. */
  leaves: readonly string[];
  /** Countries it runs in; undefined is all of them. */
  countries?: readonly CountryCode[];
  shape: Shape;
  title: Localized;
  description: Localized;
  conditions: Localized;
}

const ALL_YEAR = { startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2030-12-31T23:59:59.000Z' };
const COASTAL: readonly CountryCode[] = ['ae', 'om', 'mx', 'ru', 'br', 'qa', 'sa', 'es', 'co', 'eg', 'ma', 'ge'];

/**
 * Offers are percentage discounts on a set of products, applied by `quotation/get` while they
 * run. They never stack: a product in two running offers gets the larger discount.
 */
export const seedOffers: readonly SeedOffer[] = [
  {
    slug: 'enduro-season',
    discountPercent: 10,
    ...ALL_YEAR,
    leaves: ['enduro'],
    shape: 'motorcycle',
    title: { en: 'Enduro season: 10 % off', ar: 'موسم الإندورو: خصم 10 %', ru: 'Сезон эндуро: скидка 10 %', es: 'Temporada de enduro: 10 % de descuento', pt: 'Temporada de enduro: 10% off', fr: 'Saison d’enduro : −10 %', ka: 'ენდუროს სეზონი: 10%-იანი ფასდაკლება', uz: 'Enduro mavsumi: 10% chegirma' },
    description: {
      en: 'Every Raptor and Ridgeback enduro motorcycle is 10 % cheaper in your cart.',
      ar: 'تحصل على خصم 10 % في سلة التسوق على كل دراجات إندورو من Raptor وRidgeback.',
      ru: 'Все мотоциклы эндуро Raptor и Ridgeback в корзине дешевле на 10 %.',
      es: 'Todas las motos de enduro Raptor y Ridgeback son un 10 % más baratas en tu carrito.',
      pt: 'Todas as motos enduro Raptor e Ridgeback ficam 10% mais baratas no seu carrinho.',
      fr: 'Toutes les motos d’enduro Raptor et Ridgeback sont 10 % moins chères dans votre panier.',
      ka: 'ყველა ენდურო მოტოციკლი Raptor და Ridgeback თქვენს კალათაში 10%-ით იაფია.',
      uz: 'Barcha Raptor va Ridgeback enduro mototsikllari savatingizda 10% arzonroq.',
    },
    conditions: {
      en: 'The discount is applied to the catalogue price at checkout and cannot be combined with other offers.',
      ar: 'يُطبّق الخصم على سعر الكتالوج عند الدفع ولا يمكن جمعه مع عروض أخرى.',
      ru: 'Скидка применяется к каталожной цене при оформлении заказа и не суммируется с другими акциями.',
      es: 'El descuento se aplica al precio de catálogo al finalizar la compra y no es acumulable con otras ofertas.',
      pt: 'O desconto é aplicado ao preço de catálogo na finalização da compra e não é cumulativo com outras ofertas.',
      fr: 'La remise s’applique au prix catalogue lors de la commande et n’est pas cumulable avec d’autres offres.',
      ka: 'ფასდაკლება შეკვეთის გაფორმებისას კატალოგის ფასზე ვრცელდება და არ ერთიანდება სხვა აქციებთან.',
      uz: 'Chegirma buyurtma rasmiylashtirilayotganda katalog narxiga qoʻllanadi va boshqa aksiyalar bilan qoʻshilmaydi.',
    },
  },
  {
    slug: 'power-backup',
    discountPercent: 12,
    ...ALL_YEAR,
    leaves: ['inverter-generators'],
    shape: 'generator',
    title: { en: 'Power backup: 12 % off inverters', ar: 'طاقة احتياطية: خصم 12 % على مولدات الإنفرتر', ru: 'Резервное питание: −12 % на инверторы', es: 'Energía de reserva: 12 % en generadores inverter', pt: 'Energia de reserva: 12% off em inverters', fr: 'Secours électrique : −12 % sur les inverters', ka: 'სარეზერვო ენერგია: ინვერტორებზე 12%-იანი ფასდაკლება', uz: 'Zaxira quvvat: invertorlarga 12% chegirma' },
    description: {
      en: 'Quiet, clean power for home and camping: all Quietline inverter generators at 12 % off.',
      ar: 'طاقة هادئة ونظيفة للمنزل والتخييم: جميع مولدات Quietline بخصم 12 %.',
      ru: 'Тихая и стабильная энергия для дома и отдыха: все инверторные генераторы Quietline со скидкой 12 %.',
      es: 'Energía limpia y silenciosa para casa y camping: todos los inverter Quietline con un 12 % de descuento.',
      pt: 'Energia limpa e silenciosa para casa e camping: todos os geradores inverter Quietline com 12% de desconto.',
      fr: 'Une énergie propre et silencieuse pour la maison et le camping : tous les groupes inverter Quietline à −12 %.',
      ka: 'ჩუმი და სუფთა ენერგია სახლისა და ლაშქრობისთვის: ყველა ინვერტორული გენერატორი Quietline 12%-იანი ფასდაკლებით.',
      uz: 'Uy va lager uchun sokin va toza quvvat: barcha Quietline invertorli generatorlari 12% chegirma bilan.',
    },
    conditions: {
      en: 'While stocks last. The discount is shown in the cart.',
      ar: 'حتى نفاد الكمية. يظهر الخصم في سلة التسوق.',
      ru: 'Пока товар есть в наличии. Скидка отображается в корзине.',
      es: 'Hasta agotar existencias. El descuento se muestra en el carrito.',
      pt: 'Enquanto durarem os estoques. O desconto aparece no carrinho.',
      fr: 'Dans la limite des stocks disponibles. La remise apparaît dans le panier.',
      ka: 'მარაგის ამოწურვამდე. ფასდაკლება კალათაში ჩანს.',
      uz: 'Zaxira tugagunicha. Chegirma savatda koʻrsatiladi.',
    },
  },
  {
    slug: 'garden-ready',
    discountPercent: 15,
    ...ALL_YEAR,
    leaves: ['push-mowers', 'self-propelled-mowers', 'grass-trimmers'],
    shape: 'mower',
    title: { en: 'Garden ready: 15 % off', ar: 'حديقتك جاهزة: خصم 15 %', ru: 'Сад готов: скидка 15 %', es: 'Jardín a punto: 15 % de descuento', pt: 'Jardim em dia: 15% off', fr: 'Jardin prêt : −15 %', ka: 'ბაღი მზადაა: 15%-იანი ფასდაკლება', uz: 'Bogʻ tayyor: 15% chegirma' },
    description: {
      en: 'Greenline mowers and Edge trimmers at 15 % off, so the lawn is ready before the heat.',
      ar: 'جزازات Greenline وقاطعات Edge بخصم 15 %، لتكون حديقتك جاهزة قبل اشتداد الحر.',
      ru: 'Газонокосилки Greenline и триммеры Edge со скидкой 15 % — газон будет готов до жары.',
      es: 'Cortacéspedes Greenline y recortadoras Edge con un 15 % de descuento, para tener el césped listo antes del calor.',
      pt: 'Cortadores Greenline e aparadores Edge com 15% de desconto, para o gramado ficar pronto antes do calor.',
      fr: 'Tondeuses Greenline et coupe-bordures Edge à −15 %, pour une pelouse prête avant la chaleur.',
      ka: 'გაზონის საკრეჭები Greenline და ტრიმერები Edge 15%-იანი ფასდაკლებით, რომ გაზონი სიცხემდე მზად იყოს.',
      uz: 'Greenline oʻroq mashinalari va Edge trimmerlari 15% chegirma bilan — maysazor jaziramagacha tayyor boʻladi.',
    },
    conditions: {
      en: 'Applies to push mowers, self-propelled mowers and grass trimmers.',
      ar: 'يشمل جزازات الدفع اليدوي والجزازات ذاتية الدفع وقاطعات الأعشاب.',
      ru: 'Действует на несамоходные и самоходные газонокосилки и триммеры.',
      es: 'Válido para cortacéspedes de empuje, autopropulsados y recortadoras.',
      pt: 'Vale para cortadores de grama manuais, autopropelidos e aparadores.',
      fr: 'Valable sur les tondeuses poussées, les tondeuses tractées et les coupe-bordures.',
      ka: 'ვრცელდება ხელით სატარებელ და თვითმავალ გაზონის საკრეჭებსა და ტრიმერებზე.',
      uz: 'Qoʻlda itariladigan va oʻzi yuradigan oʻroq mashinalari hamda trimmerlarga amal qiladi.',
    },
  },
  {
    slug: 'on-the-water',
    discountPercent: 8,
    ...ALL_YEAR,
    leaves: ['four-stroke-outboards', 'propellers'],
    countries: COASTAL,
    shape: 'outboard',
    title: { en: 'On the water: 8 % off', ar: 'على الماء: خصم 8 %', ru: 'На воде: скидка 8 %', es: 'En el agua: 8 % de descuento', pt: 'Na água: 8% off', fr: 'Sur l’eau : −8 %', ka: 'წყალზე: 8%-იანი ფასდაკლება', uz: 'Suvda: 8% chegirma' },
    description: {
      en: 'Marlin four-stroke outboards and propellers at 8 % off in coastal countries.',
      ar: 'محركات Marlin الخارجية رباعية الأشواط والمراوح بخصم 8 % في الدول الساحلية.',
      ru: 'Четырёхтактные моторы Marlin и гребные винты со скидкой 8 % в приморских странах.',
      es: 'Fueraborda de cuatro tiempos Marlin y hélices con un 8 % de descuento en los países con costa.',
      pt: 'Motores de popa quatro tempos Marlin e hélices com 8% de desconto nos países litorâneos.',
      fr: 'Moteurs hors-bord quatre temps Marlin et hélices à −8 % dans les pays côtiers.',
      ka: 'ოთხტაქტიანი გარე ძრავები Marlin და ნავის ხრახნები 8%-იანი ფასდაკლებით ზღვისპირა ქვეყნებში.',
      uz: 'Dengizga chiqishi bor mamlakatlarda Marlin toʻrt taktli qayiq motorlari va vintlari 8% chegirma bilan.',
    },
    conditions: {
      en: 'Installation at one of our service centres is recommended to keep the three-year warranty.',
      ar: 'يُنصح بالتركيب في أحد مراكز الخدمة لدينا للحفاظ على الضمان لمدة ثلاث سنوات.',
      ru: 'Для сохранения трёхлетней гарантии рекомендуется установка в нашем сервисном центре.',
      es: 'Se recomienda la instalación en uno de nuestros centros de servicio para conservar la garantía de tres años.',
      pt: 'Para manter a garantia de três anos, recomendamos a instalação em um dos nossos centros de serviço.',
      fr: 'Pour conserver la garantie de trois ans, nous recommandons l’installation dans l’un de nos centres de service.',
      ka: 'სამწლიანი გარანტიის შესანარჩუნებლად რეკომენდებულია დამონტაჟება ჩვენს სერვის-ცენტრში.',
      uz: 'Uch yillik kafolatni saqlab qolish uchun servis markazlarimizdan birida oʻrnatish tavsiya etiladi.',
    },
  },
  {
    slug: 'gear-up',
    discountPercent: 20,
    ...ALL_YEAR,
    leaves: ['helmets', 'jackets'],
    shape: 'helmet',
    title: { en: 'Gear up: 20 % off helmets and jackets', ar: 'استعد للطريق: خصم 20 % على الخوذ والسترات', ru: 'Экипируйся: −20 % на шлемы и куртки', es: 'Equípate: 20 % en cascos y chaquetas', pt: 'Equipe-se: 20% off em capacetes e jaquetas', fr: 'Équipez-vous : −20 % sur les casques et les blousons', ka: 'ეკიპირდით: ჩაფხუტებსა და ქურთუკებზე 20%-იანი ფასდაკლება', uz: 'Ekipirovka: dubulgʻa va kurtkalarga 20% chegirma' },
    description: {
      en: 'Certified Apex, Trail and City helmets and Shield jackets at 20 % off.',
      ar: 'خوذ Apex وTrail وCity وسترات Shield المعتمدة بخصم 20 %.',
      ru: 'Сертифицированные шлемы Apex, Trail и City и куртки Shield со скидкой 20 %.',
      es: 'Cascos Apex, Trail y City y chaquetas Shield homologados con un 20 % de descuento.',
      pt: 'Capacetes certificados Apex, Trail e City e jaquetas Shield com 20% de desconto.',
      fr: 'Casques homologués Apex, Trail et City et blousons Shield à −20 %.',
      ka: 'სერტიფიცირებული ჩაფხუტები Apex, Trail და City და ქურთუკები Shield 20%-იანი ფასდაკლებით.',
      uz: 'Sertifikatlangan Apex, Trail va City dubulgʻalari hamda Shield kurtkalari 20% chegirma bilan.',
    },
    conditions: {
      en: 'Sizes can be exchanged within 30 days if the tags are intact.',
      ar: 'يمكن استبدال المقاسات خلال 30 يومًا إذا كانت البطاقات سليمة.',
      ru: 'Размер можно обменять в течение 30 дней при сохранённых бирках.',
      es: 'Las tallas se pueden cambiar en 30 días si conservan las etiquetas.',
      pt: 'É possível trocar o tamanho em até 30 dias, com as etiquetas intactas.',
      fr: 'Les tailles peuvent être échangées sous 30 jours si les étiquettes sont intactes.',
      ka: 'ზომის გაცვლა შესაძლებელია 30 დღის განმავლობაში, თუ იარლიყები ხელუხლებელია.',
      uz: 'Yorliqlari butun boʻlsa, oʻlchamni 30 kun ichida almashtirish mumkin.',
    },
  },
  {
    slug: 'work-ready',
    discountPercent: 7,
    ...ALL_YEAR,
    leaves: ['utility-atv', 'utility-utv'],
    shape: 'utv',
    title: { en: 'Work ready: 7 % off utility vehicles', ar: 'جاهز للعمل: خصم 7 % على المركبات الخدمية', ru: 'Готов к работе: −7 % на утилитарную технику', es: 'Listo para trabajar: 7 % en vehículos utilitarios', pt: 'Pronto para o trabalho: 7% off em utilitários', fr: 'Prêt à travailler : −7 % sur les véhicules utilitaires', ka: 'სამუშაოდ მზადაა: სამუშაო ტექნიკაზე 7%-იანი ფასდაკლება', uz: 'Ishga tayyor: ishchi texnikaga 7% chegirma' },
    description: {
      en: 'Taiga and Forester utility ATVs and Workhorse side-by-sides at 7 % off for farms and businesses.',
      ar: 'دراجات Taiga وForester الرباعية ومركبات Workhorse بخصم 7 % للمزارع والشركات.',
      ru: 'Утилитарные квадроциклы Taiga и Forester и мотовездеходы Workhorse со скидкой 7 % для хозяйств и бизнеса.',
      es: 'Cuatrimotos utilitarias Taiga y Forester y UTV Workhorse con un 7 % de descuento para fincas y empresas.',
      pt: 'Quadriciclos utilitários Taiga e Forester e UTVs Workhorse com 7% de desconto para fazendas e empresas.',
      fr: 'Quads utilitaires Taiga et Forester et SSV Workhorse à −7 % pour les exploitations et les entreprises.',
      ka: 'სამუშაო კვადროციკლები Taiga და Forester და მოტოვეზდეხოდები Workhorse 7%-იანი ფასდაკლებით ფერმებისა და ბიზნესისთვის.',
      uz: 'Fermalar va biznes uchun Taiga va Forester ishchi kvadrotsikllari hamda Workhorse UTV lari 7% chegirma bilan.',
    },
    conditions: {
      en: 'Not combinable with fleet pricing.',
      ar: 'لا يُجمع مع أسعار الأساطيل.',
      ru: 'Не суммируется с корпоративными ценами для автопарков.',
      es: 'No acumulable con precios para flotas.',
      pt: 'Não cumulativo com preços para frotas.',
      fr: 'Non cumulable avec les tarifs flotte.',
      ka: 'არ ერთიანდება კორპორატიულ ფასებთან.',
      uz: 'Korporativ narxlar bilan qoʻshilmaydi.',
    },
  },
  {
    slug: 'black-friday-2025',
    discountPercent: 25,
    startsAt: '2025-11-24T00:00:00.000Z',
    endsAt: '2025-12-01T23:59:59.000Z',
    leaves: ['scooters-125-300'],
    shape: 'scooter',
    title: { en: 'Black Friday 2025: 25 % off scooters', ar: 'الجمعة البيضاء 2025: خصم 25 % على السكوترات', ru: 'Чёрная пятница 2025: −25 % на скутеры', es: 'Black Friday 2025: 25 % en scooters', pt: 'Black Friday 2025: 25% off em scooters', fr: 'Black Friday 2025 : −25 % sur les scooters', ka: 'შავი პარასკევი 2025: სკუტერებზე 25%-იანი ფასდაკლება', uz: 'Qora juma 2025: skuterlarga 25% chegirma' },
    description: {
      en: 'Our biggest scooter sale of 2025 has ended; thank you to everyone who joined it.',
      ar: 'انتهى أكبر تخفيض على السكوترات لعام 2025؛ شكرًا لكل من شارك فيه.',
      ru: 'Крупнейшая распродажа скутеров 2025 года завершена. Спасибо всем, кто в ней участвовал.',
      es: 'Nuestra mayor oferta de scooters de 2025 ha terminado; gracias a todos los que participasteis.',
      pt: 'Nossa maior promoção de scooters de 2025 terminou; obrigado a todos que participaram.',
      fr: 'Notre plus grande promotion de scooters de 2025 est terminée ; merci à toutes celles et ceux qui y ont participé.',
      ka: '2025 წლის სკუტერების ყველაზე დიდი ფასდაკლება დასრულდა; მადლობა ყველას, ვინც მონაწილეობა მიიღო.',
      uz: '2025 yilgi eng katta skuter chegirmamiz yakunlandi; qatnashgan barchaga rahmat.',
    },
    conditions: {
      en: 'The offer ran from 24 November to 1 December 2025.',
      ar: 'استمر العرض من 24 نوفمبر إلى 1 ديسمبر 2025.',
      ru: 'Акция проходила с 24 ноября по 1 декабря 2025 года.',
      es: 'La oferta estuvo vigente del 24 de noviembre al 1 de diciembre de 2025.',
      pt: 'A oferta foi válida de 24 de novembro a 1º de dezembro de 2025.',
      fr: 'L’offre s’est déroulée du 24 novembre au 1er décembre 2025.',
      ka: 'აქცია მოქმედებდა 2025 წლის 24 ნოემბრიდან 1 დეკემბრამდე.',
      uz: 'Aksiya 2025 yil 24 noyabrdan 1 dekabrgacha amal qildi.',
    },
  },
];

export interface SeedTaxonomy {
  slug: string;
  /** Products are picked from these leaves, in catalogue order, at most `limit`. */
  leaves: readonly string[];
  limit: number;
  shape: Shape;
  title: Localized;
  description: Localized;
}

/** Collections: hand-picked product sets the storefront shows at `/collections/{slug}`. */
export const seedTaxonomies: readonly SeedTaxonomy[] = [
  {
    slug: 'first-bike',
    leaves: ['pit-bikes', 'scooters-125-300', 'enduro'],
    limit: 12,
    shape: 'motorcycle',
    title: { en: 'Your first motorcycle', ar: 'دراجتك النارية الأولى', ru: 'Ваш первый мотоцикл', es: 'Tu primera moto', pt: 'Sua primeira moto', fr: 'Votre première moto', ka: 'თქვენი პირველი მოტოციკლი', uz: 'Birinchi mototsiklingiz' },
    description: {
      en: 'Light, forgiving machines to learn on, from pit bikes to 125 cc scooters and enduros.',
      ar: 'مركبات خفيفة وسهلة للتعلم عليها، من دراجات بيت بايك إلى سكوترات ودراجات إندورو بسعة 125 سم³.',
      ru: 'Лёгкая и прощающая ошибки техника для обучения: от питбайков до скутеров и эндуро на 125 см³.',
      es: 'Máquinas ligeras y nobles para aprender, desde pit bikes hasta scooters y motos de enduro de 125 cc.',
      pt: 'Máquinas leves e fáceis para aprender, de pit bikes a scooters e motos enduro de 125 cc.',
      fr: 'Des machines légères et tolérantes pour apprendre, des pit bikes aux scooters et motos d’enduro de 125 cm³.',
      ka: 'მსუბუქი და შეცდომების მიმტევებელი ტექნიკა სასწავლად — პიტბაიკებიდან 125 სმ³ სკუტერებამდე და ენდუროებამდე.',
      uz: 'Oʻrganish uchun yengil va xatolarni kechiradigan texnika: pitbayklardan 125 sm³ li skuter va endurolargacha.',
    },
  },
  {
    slug: 'off-grid',
    leaves: ['inverter-generators', 'portable-diesel-generators', 'clean-water-pumps'],
    limit: 12,
    shape: 'generator',
    title: { en: 'Off-grid power', ar: 'طاقة بعيدًا عن الشبكة', ru: 'Автономное электроснабжение', es: 'Energía autónoma', pt: 'Energia fora da rede', fr: 'Énergie autonome', ka: 'ავტონომიური ელექტრომომარაგება', uz: 'Avtonom elektr taʼminoti' },
    description: {
      en: 'Generators and pumps for cabins, farms and camps far from the grid.',
      ar: 'مولدات ومضخات للأكواخ والمزارع والمخيمات البعيدة عن الشبكة الكهربائية.',
      ru: 'Генераторы и мотопомпы для домов, хозяйств и лагерей вдали от электросетей.',
      es: 'Generadores y bombas para cabañas, fincas y campamentos lejos de la red.',
      pt: 'Geradores e bombas para cabanas, sítios e acampamentos longe da rede elétrica.',
      fr: 'Groupes électrogènes et motopompes pour les chalets, les fermes et les camps loin du réseau.',
      ka: 'გენერატორები და ტუმბოები სახლებისთვის, ფერმებისა და ბანაკებისთვის, რომლებიც ელექტროქსელს მოშორებითაა.',
      uz: 'Elektr tarmogʻidan uzoqdagi uylar, fermalar va lagerlar uchun generatorlar va nasoslar.',
    },
  },
  {
    slug: 'farm-and-ranch',
    leaves: ['utility-atv', 'utility-utv', 'walk-behind-tractors', 'diesel-irrigation-pumps'],
    limit: 16,
    shape: 'utv',
    title: { en: 'Farm and ranch', ar: 'المزارع والحقول', ru: 'Для фермы и хозяйства', es: 'Campo y granja', pt: 'Sítio e fazenda', fr: 'Ferme et exploitation', ka: 'ფერმისა და მეურნეობისთვის', uz: 'Ferma va xoʻjalik uchun' },
    description: {
      en: 'Vehicles and machines that work as hard as you do, season after season.',
      ar: 'مركبات وآلات تعمل بجد مثلك، موسمًا بعد موسم.',
      ru: 'Техника, которая работает так же упорно, как вы, сезон за сезоном.',
      es: 'Vehículos y máquinas que trabajan tanto como tú, temporada tras temporada.',
      pt: 'Veículos e máquinas que trabalham tanto quanto você, safra após safra.',
      fr: 'Des véhicules et des machines qui travaillent aussi dur que vous, saison après saison.',
      ka: 'ტექნიკა, რომელიც თქვენსავით შრომობს — სეზონიდან სეზონამდე.',
      uz: 'Siz kabi tinmay ishlaydigan texnika — mavsumdan mavsumga.',
    },
  },
  {
    slug: 'weekend-on-the-water',
    leaves: ['two-stroke-outboards', 'trolling-motors', 'fuel-tanks'],
    limit: 12,
    shape: 'outboard',
    title: { en: 'Weekend on the water', ar: 'عطلة نهاية الأسبوع على الماء', ru: 'Выходные на воде', es: 'Fin de semana en el agua', pt: 'Fim de semana na água', fr: 'Week-end sur l’eau', ka: 'შაბათ-კვირა წყალზე', uz: 'Dam olish kunlari suvda' },
    description: {
      en: 'Light outboards, trolling motors and tanks for fishing trips and lazy afternoons.',
      ar: 'محركات خارجية خفيفة ومحركات صيد وخزانات وقود لرحلات الصيد والأمسيات الهادئة.',
      ru: 'Лёгкие лодочные моторы, троллинговые моторы и баки для рыбалки и неспешных прогулок.',
      es: 'Fueraborda ligeros, motores de curricán y depósitos para salidas de pesca y tardes tranquilas.',
      pt: 'Motores de popa leves, motores elétricos de pesca e tanques para pescarias e tardes tranquilas.',
      fr: 'Moteurs hors-bord légers, moteurs électriques de pêche et réservoirs pour les sorties de pêche et les après-midi tranquilles.',
      ka: 'მსუბუქი გარე ძრავები, ტროლინგის ძრავები და ავზები თევზაობისა და მშვიდი საღამოებისთვის.',
      uz: 'Baliq ovi va osoyishta kunlar uchun yengil qayiq motorlari, trolling motorlari va baklar.',
    },
  },
  {
    slug: 'city-commute',
    leaves: ['scooters-50', 'e-scooters', 'e-kick-scooters'],
    limit: 12,
    shape: 'scooter',
    title: { en: 'City commute', ar: 'التنقل في المدينة', ru: 'По городу', es: 'Movilidad urbana', pt: 'Mobilidade urbana', fr: 'Mobilité urbaine', ka: 'ქალაქში გადაადგილება', uz: 'Shahar boʻylab qatnov' },
    description: {
      en: 'Scooters and kick scooters that beat traffic and park anywhere.',
      ar: 'سكوترات وسكوترات ركل تتجاوز الزحام وتُركن في أي مكان.',
      ru: 'Скутеры и самокаты, которые объезжают пробки и паркуются где угодно.',
      es: 'Scooters y patinetes que esquivan el tráfico y aparcan en cualquier sitio.',
      pt: 'Scooters e patinetes que fogem do trânsito e estacionam em qualquer lugar.',
      fr: 'Des scooters et des trottinettes qui déjouent les bouchons et se garent partout.',
      ka: 'სკუტერები და სამოკატები, რომლებიც საცობებს გვერდს უვლის და ყველგან პარკირდება.',
      uz: 'Tirbandlikni chetlab oʻtadigan va istalgan joyda toʻxtab turadigan skuterlar va samokatlar.',
    },
  },
  {
    slug: 'service-essentials',
    leaves: ['oils-lubricants', 'filters', 'batteries-spark-plugs'],
    limit: 21,
    shape: 'wrench',
    title: { en: 'Service essentials', ar: 'أساسيات الصيانة', ru: 'Всё для ТО', es: 'Básicos de mantenimiento', pt: 'Básicos de manutenção', fr: 'L’essentiel de l’entretien', ka: 'ყველაფერი ტექმომსახურებისთვის', uz: 'Texnik xizmat uchun hammasi' },
    description: {
      en: 'Oils, filters, plugs and batteries for the next scheduled service.',
      ar: 'زيوت وفلاتر وشمعات وبطاريات للصيانة الدورية القادمة.',
      ru: 'Масла, фильтры, свечи и аккумуляторы для следующего планового ТО.',
      es: 'Aceites, filtros, bujías y baterías para la próxima revisión.',
      pt: 'Óleos, filtros, velas e baterias para a próxima revisão.',
      fr: 'Huiles, filtres, bougies et batteries pour le prochain entretien.',
      ka: 'ზეთები, ფილტრები, სანთლები და აკუმულატორები შემდეგი გეგმიური ტექმომსახურებისთვის.',
      uz: 'Keyingi rejali texnik xizmat uchun moylar, filtrlar, svechalar va akkumulyatorlar.',
    },
  },
];

export interface SeedBanner {
  slug: string;
  placement: 'home-hero' | 'catalog-top' | 'offers-top';
  link: string;
  theme: 'dark' | 'light';
  shape: Shape;
  colour: string;
  title: Localized;
  subtitle: Localized;
  cta: Localized;
}

/** Links are storefront paths below `/{region_locale}/`. */
export const seedBanners: readonly SeedBanner[] = [
  {
    slug: 'hero-enduro-season',
    placement: 'home-hero',
    link: '/catalog/motorcycles/off-road-motorcycles/enduro/?offers.slug=enduro-season',
    theme: 'dark',
    shape: 'motorcycle',
    colour: '#D7261E',
    title: { en: 'Enduro season is open', ar: 'موسم الإندورو بدأ', ru: 'Сезон эндуро открыт', es: 'Empieza la temporada de enduro', pt: 'A temporada de enduro começou', fr: 'La saison d’enduro est ouverte', ka: 'ენდუროს სეზონი გაიხსნა', uz: 'Enduro mavsumi ochildi' },
    subtitle: {
      en: 'Raptor and Ridgeback at 10 % off, with a two-year warranty.',
      ar: 'Raptor وRidgeback بخصم 10 % مع ضمان لمدة عامين.',
      ru: 'Raptor и Ridgeback со скидкой 10 % и гарантией два года.',
      es: 'Raptor y Ridgeback con un 10 % de descuento y dos años de garantía.',
      pt: 'Raptor e Ridgeback com 10% de desconto e dois anos de garantia.',
      fr: 'Raptor et Ridgeback à −10 %, avec une garantie de deux ans.',
      ka: 'Raptor და Ridgeback 10%-იანი ფასდაკლებითა და ორწლიანი გარანტიით.',
      uz: 'Raptor va Ridgeback 10% chegirma va ikki yillik kafolat bilan.',
    },
    cta: { en: 'Choose your enduro', ar: 'اختر دراجتك', ru: 'Выбрать эндуро', es: 'Elige tu enduro', pt: 'Escolha sua enduro', fr: 'Choisissez votre enduro', ka: 'აირჩიეთ თქვენი ენდურო', uz: 'Enduroingizni tanlang' },
  },
  {
    slug: 'hero-marlin-outboards',
    placement: 'home-hero',
    link: '/catalog/outboard-motors/petrol-outboards/four-stroke-outboards/',
    theme: 'dark',
    shape: 'outboard',
    colour: '#5B6168',
    title: { en: 'Marlin four-stroke outboards', ar: 'محركات Marlin الخارجية رباعية الأشواط', ru: 'Четырёхтактные моторы Marlin', es: 'Fueraborda de cuatro tiempos Marlin', pt: 'Motores de popa quatro tempos Marlin', fr: 'Moteurs hors-bord quatre temps Marlin', ka: 'ოთხტაქტიანი გარე ძრავები Marlin', uz: 'Marlin toʻrt taktli qayiq motorlari' },
    subtitle: {
      en: 'From 2.5 to 115 hp, with a three-year warranty.',
      ar: 'من 2.5 إلى 115 حصانًا مع ضمان لمدة ثلاث سنوات.',
      ru: 'От 2,5 до 115 л. с. с гарантией три года.',
      es: 'De 2,5 a 115 CV, con tres años de garantía.',
      pt: 'De 2,5 a 115 cv, com três anos de garantia.',
      fr: 'De 2,5 à 115 ch, avec une garantie de trois ans.',
      ka: '2,5-დან 115 ც.ძ.-მდე, სამწლიანი გარანტიით.',
      uz: '2,5 dan 115 o.k. gacha, uch yillik kafolat bilan.',
    },
    cta: { en: 'See the range', ar: 'اكتشف المجموعة', ru: 'Смотреть модели', es: 'Ver la gama', pt: 'Ver a linha', fr: 'Voir la gamme', ka: 'მოდელების ნახვა', uz: 'Modellarni koʻrish' },
  },
  {
    slug: 'hero-off-grid',
    placement: 'home-hero',
    link: '/collections/off-grid/',
    theme: 'light',
    shape: 'generator',
    colour: '#F07C00',
    title: { en: 'Power wherever you are', ar: 'الطاقة أينما كنت', ru: 'Энергия там, где вы', es: 'Energía allá donde estés', pt: 'Energia onde você estiver', fr: 'De l’énergie où que vous soyez', ka: 'ენერგია იქ, სადაც თქვენ ხართ', uz: 'Qayerda boʻlsangiz ham quvvat' },
    subtitle: {
      en: 'Generators and pumps for life off the grid.',
      ar: 'مولدات ومضخات للحياة بعيدًا عن الشبكة.',
      ru: 'Генераторы и мотопомпы для жизни вдали от сетей.',
      es: 'Generadores y bombas para vivir lejos de la red.',
      pt: 'Geradores e bombas para viver longe da rede elétrica.',
      fr: 'Groupes électrogènes et motopompes pour vivre loin du réseau.',
      ka: 'გენერატორები და ტუმბოები ქსელისგან დამოუკიდებელი ცხოვრებისთვის.',
      uz: 'Elektr tarmogʻidan mustaqil hayot uchun generatorlar va nasoslar.',
    },
    cta: { en: 'Explore the collection', ar: 'استكشف المجموعة', ru: 'Открыть подборку', es: 'Descubrir la colección', pt: 'Conheça a coleção', fr: 'Découvrir la collection', ka: 'კოლექციის ნახვა', uz: 'Toʻplamni koʻrish' },
  },
  {
    slug: 'catalog-gear-up',
    placement: 'catalog-top',
    link: '/catalog/parts-accessories/riding-gear/?offers.slug=gear-up',
    theme: 'dark',
    shape: 'helmet',
    colour: '#1D1D1F',
    title: { en: 'Gear up for less', ar: 'تجهّز بسعر أقل', ru: 'Экипировка дешевле', es: 'Equípate por menos', pt: 'Equipe-se por menos', fr: 'Équipez-vous pour moins cher', ka: 'ეკიპირება ნაკლებ ფასად', uz: 'Ekipirovka arzonroq' },
    subtitle: {
      en: 'Helmets and jackets at 20 % off.',
      ar: 'خوذ وسترات بخصم 20 %.',
      ru: 'Шлемы и куртки со скидкой 20 %.',
      es: 'Cascos y chaquetas con un 20 % de descuento.',
      pt: 'Capacetes e jaquetas com 20% de desconto.',
      fr: 'Casques et blousons à −20 %.',
      ka: 'ჩაფხუტები და ქურთუკები 20%-იანი ფასდაკლებით.',
      uz: 'Dubulgʻa va kurtkalar 20% chegirma bilan.',
    },
    cta: { en: 'Shop riding gear', ar: 'تسوّق ملابس القيادة', ru: 'К экипировке', es: 'Comprar equipamiento', pt: 'Comprar equipamentos', fr: 'Acheter de l’équipement', ka: 'ეკიპირების ყიდვა', uz: 'Ekipirovka xarid qilish' },
  },
  {
    slug: 'offers-garden-ready',
    placement: 'offers-top',
    link: '/catalog/garden-equipment/?offers.slug=garden-ready',
    theme: 'light',
    shape: 'mower',
    colour: '#2E8B3D',
    title: { en: 'Get the garden ready', ar: 'جهّز حديقتك', ru: 'Подготовьте сад', es: 'Pon a punto tu jardín', pt: 'Prepare o jardim', fr: 'Préparez le jardin', ka: 'მოამზადეთ ბაღი', uz: 'Bogʻni tayyorlang' },
    subtitle: {
      en: 'Mowers and trimmers at 15 % off.',
      ar: 'جزازات وقاطعات أعشاب بخصم 15 %.',
      ru: 'Газонокосилки и триммеры со скидкой 15 %.',
      es: 'Cortacéspedes y recortadoras con un 15 % de descuento.',
      pt: 'Cortadores de grama e aparadores com 15% de desconto.',
      fr: 'Tondeuses et coupe-bordures à −15 %.',
      ka: 'გაზონის საკრეჭები და ტრიმერები 15%-იანი ფასდაკლებით.',
      uz: 'Oʻroq mashinalari va trimmerlar 15% chegirma bilan.',
    },
    cta: { en: 'See garden offers', ar: 'شاهد عروض الحديقة', ru: 'Садовые предложения', es: 'Ver ofertas de jardín', pt: 'Ver ofertas de jardim', fr: 'Voir les offres jardin', ka: 'ბაღის შეთავაზებები', uz: 'Bogʻ aksiyalarini koʻrish' },
  },
];
