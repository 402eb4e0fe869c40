import { inLanguages, type Localized } from './texts';

/** Characteristic groups in display order (SPEC §3: group id, title, position). */
export const characteristicGroups: readonly { code: string; title: Localized }[] = [
  { code: 'general', title: { en: 'General', ar: 'عام', ru: 'Общие', es: 'General', pt: 'Geral', fr: 'Général', ka: 'ზოგადი', uz: 'Umumiy' } },
  { code: 'engine', title: { en: 'Engine and motor', ar: 'المحرك', ru: 'Двигатель', es: 'Motor', pt: 'Motor', fr: 'Moteur', ka: 'ძრავა', uz: 'Dvigatel' } },
  {
    code: 'transmission',
    title: { en: 'Transmission and chassis', ar: 'ناقل الحركة والهيكل', ru: 'Трансмиссия и ходовая часть', es: 'Transmisión y chasis', pt: 'Transmissão e chassi', fr: 'Transmission et châssis', ka: 'ტრანსმისია და სავალი ნაწილი', uz: 'Transmissiya va shassi' },
  },
  { code: 'performance', title: { en: 'Performance', ar: 'الأداء', ru: 'Производительность', es: 'Prestaciones', pt: 'Desempenho', fr: 'Performances', ka: 'მახასიათებლები', uz: 'Ish koʻrsatkichlari' } },
  {
    code: 'dimensions',
    title: { en: 'Dimensions and weight', ar: 'الأبعاد والوزن', ru: 'Габариты и масса', es: 'Dimensiones y peso', pt: 'Dimensões e peso', fr: 'Dimensions et poids', ka: 'ზომები და წონა', uz: 'Oʻlchamlar va vazn' },
  },
  { code: 'electrical', title: { en: 'Power and electrics', ar: 'الطاقة والكهرباء', ru: 'Питание и электрика', es: 'Potencia y electricidad', pt: 'Energia e elétrica', fr: 'Alimentation et électricité', ka: 'კვება და ელექტრობა', uz: 'Quvvat va elektr' } },
  { code: 'equipment', title: { en: 'Equipment', ar: 'التجهيزات', ru: 'Комплектация', es: 'Equipamiento', pt: 'Equipamento', fr: 'Équipement', ka: 'კომპლექტაცია', uz: 'Jihozlanishi' } },
  { code: 'warranty', title: { en: 'Warranty and service', ar: 'الضمان والخدمة', ru: 'Гарантия и обслуживание', es: 'Garantía y servicio', pt: 'Garantia e manutenção', fr: 'Garantie et entretien', ka: 'გარანტია და მომსახურება', uz: 'Kafolat va xizmat' } },
];

type CharacteristicType = 'string' | 'number' | 'list';

export interface CharacteristicDefinition {
  key: string;
  group: string;
  type: CharacteristicType;
  name: Localized;
  unit?: Localized;
}

const u = inLanguages;
const units = {
  cc: u('cc', 'سم³', 'см³', 'cc', 'cc', 'cm³', 'სმ³', 'sm³'),
  hp: u('hp', 'حصان', 'л. с.', 'CV', 'cv', 'ch', 'ც.ძ.', 'o.k.'),
  nm: u('Nm', 'نيوتن·م', 'Н·м', 'Nm', 'Nm', 'N·m', 'ნ·მ', 'N·m'),
  kmh: u('km/h', 'كم/س', 'км/ч', 'km/h', 'km/h', 'km/h', 'კმ/სთ', 'km/soat'),
  km: u('km', 'كم', 'км', 'km', 'km', 'km', 'კმ', 'km'),
  kg: u('kg', 'كغ', 'кг', 'kg', 'kg', 'kg', 'კგ', 'kg'),
  g: u('g', 'غ', 'г', 'g', 'g', 'g', 'გ', 'g'),
  mm: u('mm', 'مم', 'мм', 'mm', 'mm', 'mm', 'მმ', 'mm'),
  cm: u('cm', 'سم', 'см', 'cm', 'cm', 'cm', 'სმ', 'sm'),
  l: u('L', 'لتر', 'л', 'L', 'L', 'L', 'ლ', 'l'),
  w: u('W', 'واط', 'Вт', 'W', 'W', 'W', 'ვტ', 'Vt'),
  kwh: u('kWh', 'كيلوواط ساعة', 'кВт·ч', 'kWh', 'kWh', 'kWh', 'კვტ·სთ', 'kVt·soat'),
  h: u('h', 'ساعة', 'ч', 'h', 'h', 'h', 'სთ', 'soat'),
  db: u('dB(A)', 'ديسيبل', 'дБ(А)', 'dB(A)', 'dB(A)', 'dB(A)', 'დბ(A)', 'dB(A)'),
  m: u('m', 'م', 'м', 'm', 'm', 'm', 'მ', 'm'),
  m3h: u('m³/h', 'م³/ساعة', 'м³/ч', 'm³/h', 'm³/h', 'm³/h', 'მ³/სთ', 'm³/soat'),
  inch: u('in', 'بوصة', 'дюйм', 'pulg.', 'pol.', 'po', 'დუიმი', 'dyuym'),
  months: u('months', 'شهرًا', 'мес.', 'meses', 'meses', 'mois', 'თვე', 'oy'),
  people: u('seats', 'مقاعد', 'мест', 'plazas', 'lugares', 'places', 'ადგილი', 'oʻrin'),
  year: u('', '', 'г.', '', '', '', '', ''),
};

const def = (key: string, group: string, type: CharacteristicType, name: Localized, unit?: Localized): CharacteristicDefinition =>
  unit ? { key, group, type, name, unit } : { key, group, type, name };

/** Every characteristic a product can have, in display order within its group. */
export const characteristicDefinitions: readonly CharacteristicDefinition[] = [
  def('model-year', 'general', 'number', u('Model year', 'سنة الطراز', 'Модельный год', 'Año del modelo', 'Ano-modelo', 'Année modèle', 'მოდელის წელი', 'Model yili')),
  def('colour', 'general', 'string', u('Colour', 'اللون', 'Цвет', 'Color', 'Cor', 'Couleur', 'ფერი', 'Rangi')),
  def('part-type', 'general', 'string', u('Part type', 'نوع القطعة', 'Тип детали', 'Tipo de pieza', 'Tipo de peça', 'Type de pièce', 'ნაწილის ტიპი', 'Ehtiyot qism turi')),
  def('material', 'general', 'string', u('Material', 'المادة', 'Материал', 'Material', 'Material', 'Matériau', 'მასალა', 'Material')),
  def('viscosity', 'general', 'string', u('Viscosity grade', 'درجة اللزوجة', 'Класс вязкости', 'Grado de viscosidad', 'Grau de viscosidade', 'Grade de viscosité', 'სიბლანტის კლასი', 'Qovushqoqlik sinfi')),
  def('season', 'general', 'string', u('Season', 'الموسم', 'Сезон', 'Temporada', 'Estação', 'Saison', 'სეზონი', 'Fasl')),
  def('certification', 'general', 'string', u('Certification', 'الشهادة', 'Сертификация', 'Homologación', 'Certificação', 'Homologation', 'სერტიფიკაცია', 'Sertifikatlash')),
  def('engine-type', 'engine', 'string', u('Engine type', 'نوع المحرك', 'Тип двигателя', 'Tipo de motor', 'Tipo de motor', 'Type de moteur', 'ძრავის ტიპი', 'Dvigatel turi')),
  def('displacement', 'engine', 'number', u('Displacement', 'سعة المحرك', 'Рабочий объём', 'Cilindrada', 'Cilindrada', 'Cylindrée', 'ძრავის მოცულობა', 'Dvigatel hajmi'), units.cc),
  def('power', 'engine', 'number', u('Maximum power', 'القدرة القصوى', 'Максимальная мощность', 'Potencia máxima', 'Potência máxima', 'Puissance maximale', 'მაქსიმალური სიმძლავრე', 'Maksimal quvvat'), units.hp),
  def('torque', 'engine', 'number', u('Maximum torque', 'أقصى عزم دوران', 'Максимальный крутящий момент', 'Par máximo', 'Torque máximo', 'Couple maximal', 'მაქსიმალური მაბრუნი მომენტი', 'Maksimal aylantiruvchi moment'), units.nm),
  def('cylinders', 'engine', 'number', u('Cylinders', 'عدد الأسطوانات', 'Число цилиндров', 'Cilindros', 'Cilindros', 'Cylindres', 'ცილინდრების რაოდენობა', 'Silindrlar soni')),
  def('cooling', 'engine', 'string', u('Cooling', 'التبريد', 'Охлаждение', 'Refrigeración', 'Arrefecimento', 'Refroidissement', 'გაგრილება', 'Sovutish')),
  def('fuel-system', 'engine', 'string', u('Fuel system', 'نظام الوقود', 'Система питания', 'Alimentación', 'Alimentação', 'Alimentation', 'კვების სისტემა', 'Yoqilgʻi tizimi')),
  def('fuel', 'engine', 'string', u('Fuel', 'الوقود', 'Топливо', 'Combustible', 'Combustível', 'Carburant', 'საწვავი', 'Yoqilgʻi')),
  def('starter', 'engine', 'string', u('Starting system', 'نظام التشغيل', 'Система запуска', 'Arranque', 'Partida', 'Démarrage', 'ძრავის ამუშავება', 'Ishga tushirish tizimi')),
  def('motor-power', 'engine', 'number', u('Motor power', 'قدرة المحرك الكهربائي', 'Мощность электромотора', 'Potencia del motor', 'Potência do motor', 'Puissance du moteur', 'ელექტროძრავის სიმძლავრე', 'Elektr motor quvvati'), units.w),
  def('transmission', 'transmission', 'string', u('Transmission', 'ناقل الحركة', 'Трансмиссия', 'Transmisión', 'Transmissão', 'Transmission', 'ტრანსმისია', 'Transmissiya')),
  def('drive', 'transmission', 'string', u('Drive', 'نظام الدفع', 'Привод', 'Tracción', 'Tração', 'Transmission finale', 'ამძრავი', 'Yuritma')),
  def('front-brake', 'transmission', 'string', u('Front brake', 'الفرامل الأمامية', 'Передний тормоз', 'Freno delantero', 'Freio dianteiro', 'Frein avant', 'წინა მუხრუჭი', 'Old tormoz')),
  def('abs', 'transmission', 'string', u('ABS', 'نظام ABS', 'ABS', 'ABS', 'ABS', 'ABS', 'ABS', 'ABS')),
  def('wheel-size', 'transmission', 'number', u('Wheel size', 'مقاس العجلات', 'Диаметр колёс', 'Tamaño de rueda', 'Tamanho da roda', 'Taille des roues', 'თვლების დიამეტრი', 'Gʻildirak oʻlchami'), units.inch),
  def('shaft-length', 'transmission', 'string', u('Shaft length', 'طول العمود', 'Длина дейдвуда', 'Longitud de eje', 'Comprimento da rabeta', 'Longueur d’arbre', 'ფეხის სიგრძე', 'Oyoq uzunligi')),
  def('steering', 'transmission', 'string', u('Steering', 'التوجيه', 'Управление', 'Dirección', 'Direção', 'Direction', 'მართვა', 'Boshqaruv')),
  def('top-speed', 'performance', 'number', u('Top speed', 'السرعة القصوى', 'Максимальная скорость', 'Velocidad máxima', 'Velocidade máxima', 'Vitesse maximale', 'მაქსიმალური სიჩქარე', 'Maksimal tezlik'), units.kmh),
  def('range', 'performance', 'number', u('Range', 'مدى السير', 'Запас хода', 'Autonomía', 'Autonomia', 'Autonomie', 'სვლის მარაგი', 'Yurish masofasi'), units.km),
  def('towing-capacity', 'performance', 'number', u('Towing capacity', 'قدرة السحب', 'Буксируемая масса', 'Capacidad de remolque', 'Capacidade de reboque', 'Capacité de remorquage', 'მოსაბმელის მასა', 'Tortish quvvati'), units.kg),
  def('max-flow', 'performance', 'number', u('Maximum flow', 'أقصى تدفق', 'Максимальная производительность', 'Caudal máximo', 'Vazão máxima', 'Débit maximal', 'მაქსიმალური წარმადობა', 'Maksimal unumdorlik'), units.m3h),
  def('max-head', 'performance', 'number', u('Maximum head', 'أقصى ارتفاع ضخ', 'Максимальный напор', 'Altura máxima', 'Altura manométrica máxima', 'Hauteur de refoulement maximale', 'მაქსიმალური დაწნევა', 'Maksimal bosim balandligi'), units.m),
  def('cutting-width', 'performance', 'number', u('Cutting width', 'عرض القص', 'Ширина скашивания', 'Ancho de corte', 'Largura de corte', 'Largeur de coupe', 'კრეჭის სიგანე', 'Oʻrish kengligi'), units.cm),
  def('working-width', 'performance', 'number', u('Working width', 'عرض العمل', 'Ширина обработки', 'Ancho de trabajo', 'Largura de trabalho', 'Largeur de travail', 'დამუშავების სიგანე', 'Ishlov berish kengligi'), units.cm),
  def('runtime', 'performance', 'number', u('Runtime at 50 % load', 'مدة التشغيل عند حمل 50 %', 'Время работы при нагрузке 50 %', 'Autonomía al 50 % de carga', 'Autonomia com 50 % de carga', 'Autonomie à 50 % de charge', 'მუშაობის დრო 50 % დატვირთვით', '50 % yuklamada ishlash vaqti'), units.h),
  def('noise-level', 'performance', 'number', u('Noise level at 7 m', 'مستوى الضجيج على بعد 7 م', 'Уровень шума на расстоянии 7 м', 'Nivel de ruido a 7 m', 'Nível de ruído a 7 m', 'Niveau sonore à 7 m', 'ხმაურის დონე 7 მ-ზე', '7 m masofadagi shovqin darajasi'), units.db),
  def('seat-height', 'dimensions', 'number', u('Seat height', 'ارتفاع المقعد', 'Высота по седлу', 'Altura del asiento', 'Altura do banco', 'Hauteur de selle', 'სავარძლის სიმაღლე', 'Oʻrindiq balandligi'), units.mm),
  def('ground-clearance', 'dimensions', 'number', u('Ground clearance', 'الخلوص الأرضي', 'Дорожный просвет', 'Altura libre al suelo', 'Vão livre do solo', 'Garde au sol', 'კლირენსი', 'Klirens'), units.mm),
  def('fuel-tank', 'dimensions', 'number', u('Fuel tank', 'خزان الوقود', 'Топливный бак', 'Depósito de combustible', 'Tanque de combustível', 'Réservoir de carburant', 'საწვავის ავზი', 'Yoqilgʻi baki'), units.l),
  def('grass-bag', 'dimensions', 'number', u('Grass bag', 'كيس العشب', 'Травосборник', 'Bolsa de recogida', 'Recolhedor de grama', 'Bac de ramassage', 'ბალახსაგროვებელი', 'Oʻt yigʻgich'), units.l),
  def('port-size', 'dimensions', 'number', u('Inlet and outlet', 'قطر المدخل والمخرج', 'Диаметр патрубков', 'Entrada y salida', 'Entrada e saída', 'Aspiration et refoulement', 'შემავალი და გამავალი მილყელი', 'Kirish va chiqish'), units.inch),
  def('seats', 'dimensions', 'number', u('Seats', 'عدد المقاعد', 'Количество мест', 'Plazas', 'Lugares', 'Places', 'ადგილების რაოდენობა', 'Oʻrinlar soni')),
  def('storage', 'dimensions', 'number', u('Under-seat storage', 'مساحة تخزين تحت المقعد', 'Багажник под сиденьем', 'Hueco bajo el asiento', 'Porta-objetos sob o banco', 'Coffre sous la selle', 'სავარძლის ქვეშა საბარგული', 'Oʻrindiq ostidagi yukxona'), units.l),
  def('weight', 'dimensions', 'number', u('Weight', 'الوزن', 'Масса', 'Peso', 'Peso', 'Poids', 'წონა', 'Vazni'), units.kg),
  def('weight-grams', 'dimensions', 'number', u('Weight', 'الوزن', 'Масса', 'Peso', 'Peso', 'Poids', 'წონა', 'Vazni'), units.g),
  def('volume', 'dimensions', 'number', u('Volume', 'الحجم', 'Объём', 'Volumen', 'Volume', 'Volume', 'მოცულობა', 'Hajmi'), units.l),
  def('diameter', 'dimensions', 'number', u('Diameter', 'القطر', 'Диаметр', 'Diámetro', 'Diâmetro', 'Diamètre', 'დიამეტრი', 'Diametri'), units.inch),
  def('blades', 'dimensions', 'number', u('Blades', 'عدد الشفرات', 'Число лопастей', 'Palas', 'Pás', 'Pales', 'ფრთების რაოდენობა', 'Parraklar soni')),
  def('rated-power', 'electrical', 'number', u('Rated power', 'القدرة المقننة', 'Номинальная мощность', 'Potencia nominal', 'Potência nominal', 'Puissance nominale', 'ნომინალური სიმძლავრე', 'Nominal quvvat'), units.w),
  def('max-power', 'electrical', 'number', u('Maximum output', 'أقصى قدرة خرج', 'Максимальная мощность', 'Potencia máxima de salida', 'Potência máxima de saída', 'Puissance maximale', 'მაქსიმალური სიმძლავრე', 'Maksimal chiqish quvvati'), units.w),
  def('phase', 'electrical', 'string', u('Output', 'الخرج', 'Выход', 'Salida', 'Saída', 'Sortie', 'გამოსასვლელი', 'Chiqish')),
  def('battery-capacity', 'electrical', 'number', u('Battery capacity', 'سعة البطارية', 'Ёмкость батареи', 'Capacidad de la batería', 'Capacidade da bateria', 'Capacité de la batterie', 'აკუმულატორის ტევადობა', 'Akkumulyator sigʻimi'), units.kwh),
  def('charging-time', 'electrical', 'number', u('Charging time', 'مدة الشحن', 'Время зарядки', 'Tiempo de carga', 'Tempo de carga', 'Temps de charge', 'დამუხტვის დრო', 'Quvvatlash vaqti'), units.h),
  def('outlets', 'electrical', 'list', u('Outlets', 'المقابس', 'Розетки и выходы', 'Tomas y salidas', 'Tomadas e saídas', 'Prises et sorties', 'როზეტები და გამოსასვლელები', 'Rozetkalar va chiqishlar')),
  def('sizes', 'equipment', 'list', u('Sizes', 'المقاسات', 'Размеры', 'Tallas', 'Tamanhos', 'Tailles', 'ზომები', 'Oʻlchamlar')),
  def('compatibility', 'equipment', 'list', u('Fits', 'متوافق مع', 'Подходит для', 'Compatible con', 'Compatível com', 'Compatible avec', 'შესაფერისია', 'Mos keladi')),
  def('package-contents', 'equipment', 'list', u('In the box', 'محتويات العلبة', 'Комплект поставки', 'Contenido de la caja', 'Conteúdo da embalagem', 'Contenu de la boîte', 'მიწოდების კომპლექტი', 'Toʻplam tarkibi')),
  def('mulching', 'equipment', 'string', u('Mulching', 'التغطية بالنشارة', 'Мульчирование', 'Mulching', 'Mulching', 'Mulching', 'მულჩირება', 'Mulchalash')),
  def('warranty', 'warranty', 'number', u('Warranty', 'الضمان', 'Гарантия', 'Garantía', 'Garantia', 'Garantie', 'გარანტია', 'Kafolat'), units.months),
  def('shelf-life', 'warranty', 'number', u('Shelf life', 'مدة الصلاحية', 'Срок хранения', 'Vida útil', 'Validade', 'Durée de conservation', 'შენახვის ვადა', 'Saqlash muddati'), units.months),
  def('service-interval', 'warranty', 'number', u('Service interval', 'فترة الصيانة', 'Интервал обслуживания', 'Intervalo de mantenimiento', 'Intervalo de manutenção', 'Intervalle d’entretien', 'ტექმომსახურების ინტერვალი', 'Texnik xizmat oraligʻi'), units.h),
];

/**
 * The words characteristic values are made of: options of string characteristics and the names
 * of list items. Codes are what filters use (`characteristics[cooling][]=liquid`).
 */
export const terms: readonly { code: string; label: Localized }[] = [
  // engine types
  { code: 'four-stroke', label: u('Four-stroke', 'رباعي الأشواط', 'Четырёхтактный', 'Cuatro tiempos', 'Quatro tempos', 'Quatre temps', 'ოთხტაქტიანი', 'Toʻrt taktli') },
  { code: 'two-stroke', label: u('Two-stroke', 'ثنائي الأشواط', 'Двухтактный', 'Dos tiempos', 'Dois tempos', 'Deux temps', 'ორტაქტიანი', 'Ikki taktli') },
  { code: 'electric', label: u('Electric', 'كهربائي', 'Электрический', 'Eléctrico', 'Elétrico', 'Électrique', 'ელექტრო', 'Elektr') },
  { code: 'diesel-four-stroke', label: u('Diesel, four-stroke', 'ديزل رباعي الأشواط', 'Дизельный четырёхтактный', 'Diésel de cuatro tiempos', 'Diesel, quatro tempos', 'Diesel, quatre temps', 'დიზელის, ოთხტაქტიანი', 'Dizel, toʻrt taktli') },
  // cooling
  { code: 'air', label: u('Air', 'بالهواء', 'Воздушное', 'Por aire', 'A ar', 'Par air', 'ჰაერით', 'Havo bilan') },
  { code: 'liquid', label: u('Liquid', 'بالسائل', 'Жидкостное', 'Líquida', 'Líquido', 'Liquide', 'სითხით', 'Suyuqlik bilan') },
  { code: 'oil-air', label: u('Oil and air', 'بالزيت والهواء', 'Масляно-воздушное', 'Aceite y aire', 'Óleo e ar', 'Huile et air', 'ზეთით და ჰაერით', 'Moy va havo bilan') },
  { code: 'water', label: u('Water', 'بالماء', 'Водяное', 'Por agua', 'A água', 'Par eau', 'წყლით', 'Suv bilan') },
  // fuel systems and fuels
  { code: 'carburettor', label: u('Carburettor', 'كاربوريتر', 'Карбюратор', 'Carburador', 'Carburador', 'Carburateur', 'კარბიურატორი', 'Karbyurator') },
  { code: 'efi', label: u('Electronic fuel injection', 'حقن وقود إلكتروني', 'Электронный впрыск', 'Inyección electrónica', 'Injeção eletrônica', 'Injection électronique', 'ელექტრონული შეფრქვევა', 'Elektron purkash') },
  { code: 'petrol', label: u('Petrol', 'بنزين', 'Бензин', 'Gasolina', 'Gasolina', 'Essence', 'ბენზინი', 'Benzin') },
  { code: 'diesel', label: u('Diesel', 'ديزل', 'Дизель', 'Diésel', 'Diesel', 'Diesel', 'დიზელი', 'Dizel') },
  { code: 'battery', label: u('Battery', 'بطارية', 'Аккумулятор', 'Batería', 'Bateria', 'Batterie', 'აკუმულატორი', 'Akkumulyator') },
  // starters
  { code: 'electric-start', label: u('Electric', 'كهربائي', 'Электростартер', 'Eléctrico', 'Elétrico', 'Électrique', 'ელექტრო', 'Elektr') },
  { code: 'kick-start', label: u('Kick', 'بالدواسة', 'Кикстартер', 'De pedal', 'Pedal', 'Kick', 'კიკსტარტერი', 'Kikstarter') },
  { code: 'electric-kick', label: u('Electric and kick', 'كهربائي وبالدواسة', 'Электростартер и кикстартер', 'Eléctrico y de pedal', 'Elétrica e pedal', 'Électrique et kick', 'ელექტროსტარტერი და კიკსტარტერი', 'Elektr starter va kikstarter') },
  { code: 'recoil', label: u('Recoil (pull cord)', 'يدوي بالحبل', 'Ручной (шнур)', 'Manual de retroceso', 'Manual (cordão de partida)', 'Lanceur manuel', 'ხელით (ტროსით)', 'Qoʻlda (tortma arqon)') },
  { code: 'electric-recoil', label: u('Electric and recoil', 'كهربائي ويدوي', 'Электростартер и ручной', 'Eléctrico y manual', 'Elétrica e manual', 'Électrique et lanceur', 'ელექტროსტარტერი და ხელით', 'Elektr starter va qoʻlda') },
  { code: 'push-button', label: u('Push button', 'زر تشغيل', 'Кнопка', 'Pulsador', 'Botão', 'Bouton-poussoir', 'ღილაკი', 'Tugma') },
  // transmissions
  { code: 'manual-5', label: u('5-speed manual', 'يدوي 5 سرعات', 'Механическая, 5 передач', 'Manual de 5 velocidades', 'Manual de 5 marchas', 'Manuelle 5 rapports', '5-საფეხურიანი მექანიკური', '5 pogʻonali mexanik') },
  { code: 'manual-6', label: u('6-speed manual', 'يدوي 6 سرعات', 'Механическая, 6 передач', 'Manual de 6 velocidades', 'Manual de 6 marchas', 'Manuelle 6 rapports', '6-საფეხურიანი მექანიკური', '6 pogʻonali mexanik') },
  { code: 'semi-auto-4', label: u('4-speed semi-automatic', 'نصف أوتوماتيكي 4 سرعات', 'Полуавтомат, 4 передачи', 'Semiautomática de 4 velocidades', 'Semiautomático de 4 marchas', 'Semi-automatique 4 rapports', '4-საფეხურიანი ნახევრად ავტომატური', '4 pogʻonali yarimavtomat') },
  { code: 'cvt', label: u('CVT automatic', 'أوتوماتيكي CVT', 'Вариатор (CVT)', 'Automática CVT', 'Automático CVT', 'Automatique CVT', 'ავტომატური ვარიატორი (CVT)', 'Avtomatik variator (CVT)') },
  { code: 'direct', label: u('Direct drive', 'دفع مباشر', 'Прямой привод', 'Transmisión directa', 'Acionamento direto', 'Entraînement direct', 'პირდაპირი ამძრავი', 'Toʻgʻridan-toʻgʻri uzatma') },
  { code: 'forward-neutral-reverse', label: u('Forward, neutral, reverse', 'أمامي ومحايد وخلفي', 'Передний ход, нейтраль, задний ход', 'Avance, punto muerto y marcha atrás', 'Frente, neutro e ré', 'Marche avant, point mort, marche arrière', 'წინ, ნეიტრალი, უკან', 'Oldinga, neytral, orqaga') },
  { code: 'gears-2-1', label: u('2 forward, 1 reverse', 'سرعتان أماميتان وسرعة خلفية', '2 вперёд, 1 назад', '2 avances y 1 marcha atrás', '2 à frente, 1 à ré', '2 avant, 1 arrière', '2 წინა, 1 უკანა', '2 ta oldinga, 1 ta orqaga') },
  // drives
  { code: 'chain', label: u('Chain', 'جنزير', 'Цепь', 'Cadena', 'Corrente', 'Chaîne', 'ჯაჭვი', 'Zanjir') },
  { code: 'belt', label: u('Belt', 'سير', 'Ремень', 'Correa', 'Correia', 'Courroie', 'ღვედი', 'Tasma') },
  { code: 'shaft', label: u('Shaft', 'عمود إدارة', 'Кардан', 'Cardán', 'Cardã', 'Cardan', 'კარდანი', 'Kardan') },
  { code: '2wd-4wd', label: u('Selectable 2WD/4WD', 'دفع ثنائي/رباعي قابل للاختيار', 'Подключаемый полный привод 2WD/4WD', 'Tracción 2WD/4WD seleccionable', 'Tração 2WD/4WD selecionável', '2RM/4RM enclenchable', 'ჩასართავი სრული ამძრავი 2WD/4WD', 'Ulanadigan 2WD/4WD yuritma') },
  { code: '2wd', label: u('Rear-wheel drive', 'دفع خلفي', 'Задний привод', 'Tracción trasera', 'Tração traseira', 'Propulsion', 'უკანა ამძრავი', 'Orqa yuritma') },
  { code: 'hub-motor', label: u('Hub motor', 'محرك داخل العجلة', 'Мотор-колесо', 'Motor en el buje', 'Motor no cubo', 'Moteur-roue', 'მოტორ-თვალი', 'Motor-gʻildirak') },
  { code: 'push', label: u('Push', 'دفع يدوي', 'Несамоходная', 'De empuje', 'Manual', 'Poussée', 'ხელით სატარებელი', 'Qoʻlda itariladigan') },
  { code: 'self-propelled', label: u('Self-propelled', 'ذاتية الدفع', 'Самоходная', 'Autopropulsada', 'Autopropelido', 'Tractée', 'თვითმავალი', 'Oʻzi yuradigan') },
  { code: 'hydrostatic', label: u('Hydrostatic', 'هيدروستاتيكي', 'Гидростатическая', 'Hidrostática', 'Hidrostática', 'Hydrostatique', 'ჰიდროსტატიკური', 'Gidrostatik') },
  // brakes
  { code: 'disc', label: u('Disc', 'قرصية', 'Дисковый', 'De disco', 'A disco', 'À disque', 'დისკური', 'Diskli') },
  { code: 'dual-disc', label: u('Dual disc', 'قرصية مزدوجة', 'Двухдисковый', 'Doble disco', 'Disco duplo', 'Double disque', 'ორდისკიანი', 'Qoʻsh diskli') },
  { code: 'drum', label: u('Drum', 'طبلية', 'Барабанный', 'De tambor', 'A tambor', 'À tambour', 'დოლური', 'Barabanli') },
  // yes / no
  { code: 'yes', label: u('Yes', 'نعم', 'Да', 'Sí', 'Sim', 'Oui', 'დიახ', 'Ha') },
  { code: 'no', label: u('No', 'لا', 'Нет', 'No', 'Não', 'Non', 'არა', 'Yoʻq') },
  // outboards
  { code: 'shaft-short', label: u('Short, 15 in (S)', 'قصير، 15 بوصة (S)', 'Короткий, 15" (S)', 'Corto, 15" (S)', 'Curto, 15 pol. (S)', 'Court, 15 po (S)', 'მოკლე, 15 დუიმი (S)', 'Qisqa, 15 dyuym (S)') },
  { code: 'shaft-long', label: u('Long, 20 in (L)', 'طويل، 20 بوصة (L)', 'Длинный, 20" (L)', 'Largo, 20" (L)', 'Longo, 20 pol. (L)', 'Long, 20 po (L)', 'გრძელი, 20 დუიმი (L)', 'Uzun, 20 dyuym (L)') },
  { code: 'shaft-extra-long', label: u('Extra long, 25 in (X)', 'طويل جدًا، 25 بوصة (X)', 'Сверхдлинный, 25" (X)', 'Extralargo, 25" (X)', 'Extralongo, 25 pol. (X)', 'Extra-long, 25 po (X)', 'ზედმეტად გრძელი, 25 დუიმი (X)', 'Oʻta uzun, 25 dyuym (X)') },
  { code: 'tiller', label: u('Tiller', 'ذراع توجيه', 'Румпель', 'Caña', 'Cana de leme', 'Barre franche', 'რუმპელი', 'Rumpel') },
  { code: 'remote', label: u('Remote control', 'تحكم عن بُعد', 'Дистанционное', 'Mando a distancia', 'Comando remoto', 'Commande à distance', 'დისტანციური მართვა', 'Masofadan boshqarish') },
  // generator outputs
  { code: 'single-phase', label: u('Single-phase, 230 V', 'أحادي الطور، 230 فولت', 'Однофазный, 230 В', 'Monofásica, 230 V', 'Monofásico, 230 V', 'Monophasé, 230 V', 'ერთფაზიანი, 230 ვ', 'Bir fazali, 230 V') },
  { code: 'three-phase', label: u('Three-phase, 400 V', 'ثلاثي الطور، 400 فولت', 'Трёхфазный, 400 В', 'Trifásica, 400 V', 'Trifásico, 400 V', 'Triphasé, 400 V', 'სამფაზიანი, 400 ვ', 'Uch fazali, 400 V') },
  // materials
  { code: 'polycarbonate', label: u('Polycarbonate shell', 'هيكل من البولي كربونات', 'Поликарбонатный корпус', 'Carcasa de policarbonato', 'Casco de policarbonato', 'Calotte en polycarbonate', 'პოლიკარბონატის კორპუსი', 'Polikarbonat korpus') },
  { code: 'fibreglass', label: u('Fibreglass composite', 'مركب الألياف الزجاجية', 'Стеклокомпозит', 'Compuesto de fibra de vidrio', 'Compósito de fibra de vidro', 'Composite fibre de verre', 'მინაბოჭკოვანი კომპოზიტი', 'Shisha tolali kompozit') },
  { code: 'carbon', label: u('Carbon fibre', 'ألياف الكربون', 'Углепластик', 'Fibra de carbono', 'Fibra de carbono', 'Fibre de carbone', 'ნახშირბადის ბოჭკო', 'Uglerod tola') },
  { code: 'leather', label: u('Leather', 'جلد طبيعي', 'Натуральная кожа', 'Cuero', 'Couro', 'Cuir', 'ნატურალური ტყავი', 'Tabiiy charm') },
  { code: 'textile', label: u('Textile with armour', 'نسيج مع واقيات', 'Текстиль с защитой', 'Textil con protecciones', 'Tecido com proteções', 'Textile avec protections', 'ქსოვილი დამცავი ჩანართებით', 'Himoya qoʻyilmali mato') },
  { code: 'mesh', label: u('Mesh textile', 'نسيج شبكي', 'Сетчатый текстиль', 'Textil de malla', 'Tecido em malha', 'Textile mesh', 'ბადისებრი ქსოვილი', 'Toʻrli mato') },
  { code: 'fully-synthetic', label: u('Fully synthetic', 'اصطناعي بالكامل', 'Синтетическое', 'Sintético', 'Sintético', 'Synthétique', 'სინთეტიკური', 'Sintetik') },
  { code: 'semi-synthetic', label: u('Semi-synthetic', 'شبه اصطناعي', 'Полусинтетическое', 'Semisintético', 'Semissintético', 'Semi-synthétique', 'ნახევრად სინთეტიკური', 'Yarim sintetik') },
  { code: 'mineral', label: u('Mineral', 'معدني', 'Минеральное', 'Mineral', 'Mineral', 'Minérale', 'მინერალური', 'Mineral') },
  { code: 'paper', label: u('Paper element', 'عنصر ورقي', 'Бумажный элемент', 'Elemento de papel', 'Elemento de papel', 'Élément papier', 'ქაღალდის ელემენტი', 'Qogʻoz element') },
  { code: 'foam', label: u('Oiled foam', 'إسفنج مزيت', 'Пропитанный поролон', 'Espuma aceitada', 'Espuma oleada', 'Mousse huilée', 'ზეთით გაჟღენთილი ღრუბელი', 'Moy shimdirilgan gʻovak material') },
  { code: 'lithium', label: u('Lithium iron phosphate', 'ليثيوم فوسفات الحديد', 'Литий-железо-фосфат', 'Litio ferrofosfato', 'Lítio ferro fosfato', 'Lithium fer phosphate', 'ლითიუმ-რკინა-ფოსფატი', 'Litiy-temir-fosfat') },
  { code: 'agm', label: u('AGM lead-acid', 'رصاص حمضي AGM', 'Свинцово-кислотный AGM', 'Plomo-ácido AGM', 'Chumbo-ácido AGM', 'Plomb-acide AGM', 'ტყვია-მჟავური AGM', 'Qoʻrgʻoshin-kislotali AGM') },
  { code: 'iridium', label: u('Iridium tip', 'رأس من الإيريديوم', 'Иридиевый электрод', 'Punta de iridio', 'Ponta de irídio', 'Électrode iridium', 'ირიდიუმის ელექტროდი', 'Iridiy elektrod') },
  { code: 'aluminium', label: u('Aluminium', 'ألمنيوم', 'Алюминий', 'Aluminio', 'Alumínio', 'Aluminium', 'ალუმინი', 'Alyuminiy') },
  { code: 'stainless-steel', label: u('Stainless steel', 'فولاذ مقاوم للصدأ', 'Нержавеющая сталь', 'Acero inoxidable', 'Aço inoxidável', 'Acier inoxydable', 'უჟანგავი ფოლადი', 'Zanglamaydigan poʻlat') },
  { code: 'polyethylene', label: u('Polyethylene', 'بولي إيثيلين', 'Полиэтилен', 'Polietileno', 'Polietileno', 'Polyéthylène', 'პოლიეთილენი', 'Polietilen') },
  // certifications
  { code: 'ece-2206', label: u('ECE 22.06', 'ECE 22.06', 'ECE 22.06', 'ECE 22.06', 'ECE 22.06', 'ECE 22.06', 'ECE 22.06', 'ECE 22.06') },
  { code: 'en-13594', label: u('EN 13594', 'EN 13594', 'EN 13594', 'EN 13594', 'EN 13594', 'EN 13594', 'EN 13594', 'EN 13594') },
  { code: 'en-17092-aa', label: u('EN 17092, class AA', 'EN 17092، الفئة AA', 'EN 17092, класс AA', 'EN 17092, clase AA', 'EN 17092, classe AA', 'EN 17092, classe AA', 'EN 17092, კლასი AA', 'EN 17092, AA toifasi') },
  { code: 'jaso-ma2', label: u('API SN, JASO MA2', 'API SN، JASO MA2', 'API SN, JASO MA2', 'API SN, JASO MA2', 'API SN, JASO MA2', 'API SN, JASO MA2', 'API SN, JASO MA2', 'API SN, JASO MA2') },
  { code: 'nmma-fc-w', label: u('NMMA FC-W', 'NMMA FC-W', 'NMMA FC-W', 'NMMA FC-W', 'NMMA FC-W', 'NMMA FC-W', 'NMMA FC-W', 'NMMA FC-W') },
  { code: 'oem', label: u('Original part', 'قطعة أصلية', 'Оригинальная деталь', 'Recambio original', 'Peça original', 'Pièce d’origine', 'ორიგინალური ნაწილი', 'Original ehtiyot qism') },
  { code: 'jaso-fd', label: u('JASO FD', 'JASO FD', 'JASO FD', 'JASO FD', 'JASO FD', 'JASO FD', 'JASO FD', 'JASO FD') },
  { code: 'nmma-tc-w3', label: u('NMMA TC-W3', 'NMMA TC-W3', 'NMMA TC-W3', 'NMMA TC-W3', 'NMMA TC-W3', 'NMMA TC-W3', 'NMMA TC-W3', 'NMMA TC-W3') },
  { code: 'api-sj', label: u('API SJ', 'API SJ', 'API SJ', 'API SJ', 'API SJ', 'API SJ', 'API SJ', 'API SJ') },
  // seasons
  { code: 'all-season', label: u('All-season', 'لجميع المواسم', 'Всесезонный', 'Para todo el año', 'Para todas as estações', 'Toutes saisons', 'ყველა სეზონის', 'Barcha fasllar uchun') },
  { code: 'summer', label: u('Summer', 'صيفي', 'Летний', 'Verano', 'Verão', 'Été', 'საზაფხულო', 'Yozgi') },
  { code: 'winter', label: u('Winter', 'شتوي', 'Зимний', 'Invierno', 'Inverno', 'Hiver', 'ზამთრის', 'Qishki') },
  // viscosity grades
  { code: 'sae-10w40', label: u('SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40') },
  { code: 'sae-10w50', label: u('SAE 10W-50', 'SAE 10W-50', 'SAE 10W-50', 'SAE 10W-50', 'SAE 10W-50', 'SAE 10W-50', 'SAE 10W-50', 'SAE 10W-50') },
  { code: 'sae-10w30', label: u('SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30') },
  { code: 'sae-30', label: u('SAE 30', 'SAE 30', 'SAE 30', 'SAE 30', 'SAE 30', 'SAE 30', 'SAE 30', 'SAE 30') },
  { code: 'two-stroke-mix', label: u('For a 1:50 fuel mix', 'لخليط وقود 1:50', 'Для топливной смеси 1:50', 'Para mezcla 1:50', 'Para mistura 1:50', 'Pour mélange 1:50', 'საწვავის ნარევისთვის 1:50', '1:50 yoqilgʻi aralashmasi uchun') },
  // part types
  { code: 'oil-filter', label: u('Oil filter', 'فلتر زيت', 'Масляный фильтр', 'Filtro de aceite', 'Filtro de óleo', 'Filtre à huile', 'ზეთის ფილტრი', 'Moy filtri') },
  { code: 'air-filter', label: u('Air filter', 'فلتر هواء', 'Воздушный фильтр', 'Filtro de aire', 'Filtro de ar', 'Filtre à air', 'ჰაერის ფილტრი', 'Havo filtri') },
  { code: 'fuel-filter', label: u('Fuel filter', 'فلتر وقود', 'Топливный фильтр', 'Filtro de combustible', 'Filtro de combustível', 'Filtre à carburant', 'საწვავის ფილტრი', 'Yoqilgʻi filtri') },
  { code: 'spark-plug', label: u('Spark plug', 'شمعة احتراق', 'Свеча зажигания', 'Bujía', 'Vela de ignição', 'Bougie d’allumage', 'ანთების სანთელი', 'Oʻt oldirish svechasi') },
  { code: 'starter-battery', label: u('Starter battery', 'بطارية تشغيل', 'Стартерный аккумулятор', 'Batería de arranque', 'Bateria de partida', 'Batterie de démarrage', 'სასტარტერო აკუმულატორი', 'Starter akkumulyatori') },
  { code: 'boat-propeller', label: u('Boat propeller', 'مروحة قارب', 'Гребной винт', 'Hélice náutica', 'Hélice náutica', 'Hélice de bateau', 'ნავის ხრახნი', 'Qayiq vinti') },
  { code: 'fuel-tank', label: u('Fuel tank', 'خزان وقود', 'Топливный бак', 'Depósito de combustible', 'Tanque de combustível', 'Réservoir de carburant', 'საწვავის ავზი', 'Yoqilgʻi baki') },
  // colours
  { code: 'red', label: u('Red', 'أحمر', 'Красный', 'Rojo', 'Vermelho', 'Rouge', 'წითელი', 'Qizil') },
  { code: 'black', label: u('Black', 'أسود', 'Чёрный', 'Negro', 'Preto', 'Noir', 'შავი', 'Qora') },
  { code: 'white', label: u('White', 'أبيض', 'Белый', 'Blanco', 'Branco', 'Blanc', 'თეთრი', 'Oq') },
  { code: 'blue', label: u('Blue', 'أزرق', 'Синий', 'Azul', 'Azul', 'Bleu', 'ლურჯი', 'Koʻk') },
  { code: 'orange', label: u('Orange', 'برتقالي', 'Оранжевый', 'Naranja', 'Laranja', 'Orange', 'ნარინჯისფერი', 'Toʻq sariq') },
  { code: 'green', label: u('Green', 'أخضر', 'Зелёный', 'Verde', 'Verde', 'Vert', 'მწვანე', 'Yashil') },
  { code: 'yellow', label: u('Yellow', 'أصفر', 'Жёлтый', 'Amarillo', 'Amarelo', 'Jaune', 'ყვითელი', 'Sariq') },
  { code: 'grey', label: u('Graphite grey', 'رمادي غرافيتي', 'Графитовый серый', 'Gris grafito', 'Cinza grafite', 'Gris graphite', 'გრაფიტისფერი', 'Grafit kulrang') },
  { code: 'camo', label: u('Camouflage', 'تمويه', 'Камуфляж', 'Camuflaje', 'Camuflado', 'Camouflage', 'კამუფლაჟი', 'Kamuflyaj') },
  { code: 'silver', label: u('Silver', 'فضي', 'Серебристый', 'Plateado', 'Prata', 'Argent', 'ვერცხლისფერი', 'Kumushrang') },
  // list item names
  { code: 'keys', label: u('Keys', 'مفاتيح', 'Ключи', 'Llaves', 'Chaves', 'Clés', 'გასაღებები', 'Kalitlar') },
  { code: 'tool-kit', label: u('Tool kit', 'طقم أدوات', 'Набор инструментов', 'Juego de herramientas', 'Jogo de ferramentas', 'Trousse à outils', 'ხელსაწყოების ნაკრები', 'Asboblar toʻplami') },
  { code: 'owners-manual', label: u("Owner's manual", 'دليل المالك', 'Руководство по эксплуатации', 'Manual del propietario', 'Manual do proprietário', 'Manuel d’utilisation', 'მომხმარებლის სახელმძღვანელო', 'Foydalanish qoʻllanmasi') },
  { code: 'spare-spark-plug', label: u('Spare spark plug', 'شمعة احتراق احتياطية', 'Запасная свеча зажигания', 'Bujía de repuesto', 'Vela de ignição reserva', 'Bougie de rechange', 'სათადარიგო სანთელი', 'Zaxira svecha') },
  { code: 'charger', label: u('Charger', 'شاحن', 'Зарядное устройство', 'Cargador', 'Carregador', 'Chargeur', 'დამტენი', 'Quvvatlash qurilmasi') },
  { code: 'fuel-line', label: u('Fuel line', 'خرطوم وقود', 'Топливный шланг', 'Manguera de combustible', 'Mangueira de combustível', 'Durite de carburant', 'საწვავის შლანგი', 'Yoqilgʻi shlangi') },
  { code: 'propeller', label: u('Propeller', 'مروحة', 'Гребной винт', 'Hélice', 'Hélice', 'Hélice', 'ხრახნი', 'Vint') },
  { code: 'engine-oil', label: u('Engine oil, bottle', 'عبوة زيت محرك', 'Моторное масло, флакон', 'Aceite de motor, botella', 'Óleo de motor, frasco', 'Huile moteur, flacon', 'ძრავის ზეთი, ბოთლი', 'Motor moyi, shisha') },
  { code: 'wheel-kit', label: u('Wheel kit', 'طقم عجلات', 'Колёсный комплект', 'Kit de ruedas', 'Kit de rodas', 'Kit de roues', 'თვლების კომპლექტი', 'Gʻildiraklar toʻplami') },
  { code: 'grass-catcher', label: u('Grass catcher', 'كيس جمع العشب', 'Травосборник', 'Recolector de césped', 'Recolhedor de grama', 'Bac de ramassage', 'ბალახსაგროვებელი', 'Oʻt yigʻgich') },
  { code: 'mulching-plug', label: u('Mulching plug', 'سدادة التغطية', 'Заглушка для мульчирования', 'Tapón de mulching', 'Tampão de mulching', 'Obturateur de mulching', 'მულჩირების საცობი', 'Mulchalash tiqini') },
  { code: 'harness', label: u('Shoulder harness', 'حزام كتف', 'Плечевой ремень', 'Arnés de hombro', 'Cinto de ombro', 'Harnais d’épaule', 'მხრის ღვედი', 'Yelka kamari') },
  { code: 'blade', label: u('Three-tooth blade', 'شفرة ثلاثية الأسنان', 'Трёхлопастной нож', 'Cuchilla de tres dientes', 'Lâmina de três dentes', 'Lame trois dents', 'სამკბილა დანა', 'Uch tishli pichoq') },
  { code: 'line-head', label: u('Line head', 'رأس خيط', 'Триммерная головка', 'Cabezal de hilo', 'Carretel de fio', 'Tête à fil', 'ძაფის თავაკი', 'Ip kallagi') },
  { code: 'tines', label: u('Tine set', 'طقم شفرات الحراثة', 'Комплект фрез', 'Juego de fresas', 'Jogo de fresas', 'Jeu de fraises', 'ფრეზების კომპლექტი', 'Frezalar toʻplami') },
  { code: 'suction-hose', label: u('Suction hose', 'خرطوم شفط', 'Всасывающий рукав', 'Manguera de aspiración', 'Mangueira de sucção', 'Tuyau d’aspiration', 'საწოვი მილი', 'Soʻrish shlangi') },
  { code: 'strainer', label: u('Strainer', 'مصفاة', 'Сетчатый фильтр', 'Filtro de aspiración', 'Filtro de sucção', 'Crépine', 'საწოვი ბადე', 'Soʻrish toʻri') },
  { code: 'hose-clamps', label: u('Hose clamps', 'مشابك خراطيم', 'Хомуты', 'Abrazaderas', 'Abraçadeiras', 'Colliers de serrage', 'სამაგრი მომჭერები', 'Qisqichlar') },
  { code: 'outlet-230', label: u('230 V outlet', 'مقبس 230 فولت', 'Розетка 230 В', 'Toma de 230 V', 'Tomada de 230 V', 'Prise 230 V', '230 ვ როზეტი', '230 V rozetka') },
  { code: 'outlet-400', label: u('400 V outlet', 'مقبس 400 فولت', 'Розетка 400 В', 'Toma de 400 V', 'Tomada de 400 V', 'Prise 400 V', '400 ვ როზეტი', '400 V rozetka') },
  { code: 'output-12', label: u('12 V DC output', 'مخرج 12 فولت تيار مستمر', 'Выход 12 В постоянного тока', 'Salida de 12 V CC', 'Saída de 12 V CC', 'Sortie 12 V CC', '12 ვ მუდმივი დენის გამოსასვლელი', '12 V doimiy tok chiqishi') },
  { code: 'usb', label: u('USB port', 'منفذ USB', 'Порт USB', 'Puerto USB', 'Porta USB', 'Port USB', 'USB პორტი', 'USB port') },
  { code: 'helmet-bag', label: u('Helmet bag', 'حقيبة خوذة', 'Чехол для шлема', 'Bolsa para casco', 'Bolsa para capacete', 'Housse de casque', 'ჩაფხუტის ჩანთა', 'Dubulgʻa gʻilofi') },
  { code: 'pinlock', label: u('Anti-fog insert', 'عدسة مانعة للضباب', 'Противотуманная вставка', 'Lámina antivaho', 'Película antiembaçante', 'Écran anti-buée', 'ნისლსაწინააღმდეგო ჩანართი', 'Terlashga qarshi qoplama') },
  { code: 'gasket', label: u('Gasket', 'حشية', 'Уплотнительное кольцо', 'Junta', 'Junta', 'Joint', 'შუასადები', 'Zichlagich') },
  { code: 'mounting-kit', label: u('Mounting kit', 'طقم تركيب', 'Монтажный комплект', 'Kit de montaje', 'Kit de montagem', 'Kit de montage', 'სამონტაჟო კომპლექტი', 'Oʻrnatish toʻplami') },
  { code: 'models-motorcycles', label: u('Motorcycles', 'دراجات نارية', 'Мотоциклы', 'Motos', 'Motocicletas', 'Motos', 'მოტოციკლები', 'Mototsikllar') },
  { code: 'models-atv', label: u('ATVs and UTVs', 'مركبات ATV وUTV', 'Квадроциклы и мотовездеходы', 'ATV y UTV', 'Quadriciclos e UTVs', 'Quads et SSV', 'კვადროციკლები და UTV', 'Kvadrotsikllar va UTV') },
  { code: 'models-scooters', label: u('Scooters', 'سكوترات', 'Скутеры', 'Scooters', 'Scooters', 'Scooters', 'სკუტერები', 'Skuterlar') },
  { code: 'models-outboards', label: u('Outboards', 'محركات خارجية', 'Лодочные моторы', 'Fueraborda', 'Motores de popa', 'Moteurs hors-bord', 'გარე ძრავები', 'Qayiq motorlari') },
  { code: 'models-garden', label: u('Garden equipment', 'معدات الحدائق', 'Садовая техника', 'Equipos de jardín', 'Equipamentos de jardim', 'Matériel de jardin', 'ბაღის ტექნიკა', 'Bogʻ texnikasi') },
  { code: 'models-power', label: u('Generators and pumps', 'مولدات ومضخات', 'Генераторы и мотопомпы', 'Generadores y bombas', 'Geradores e bombas', 'Groupes électrogènes et motopompes', 'გენერატორები და ტუმბოები', 'Generatorlar va nasoslar') },
  { code: 'size-xs', label: u('XS', 'XS', 'XS', 'XS', 'XS', 'XS', 'XS', 'XS') },
  { code: 'size-s', label: u('S', 'S', 'S', 'S', 'S', 'S', 'S', 'S') },
  { code: 'size-m', label: u('M', 'M', 'M', 'M', 'M', 'M', 'M', 'M') },
  { code: 'size-l', label: u('L', 'L', 'L', 'L', 'L', 'L', 'ლ', 'l') },
  { code: 'size-xl', label: u('XL', 'XL', 'XL', 'XL', 'XL', 'XL', 'XL', 'XL') },
  { code: 'size-xxl', label: u('XXL', 'XXL', 'XXL', 'XXL', 'XXL', 'XXL', 'XXL', 'XXL') },
];

/** The five badges of SPEC §1, in display order. `text` is the stable code `/badges/text/{text}` reads. */
export const badges: readonly { text: string; title: Localized; color: string; textColor: string }[] = [
  { text: 'best-seller', title: u('Best seller', 'الأكثر مبيعًا', 'Хит продаж', 'Más vendido', 'Mais vendido', 'Meilleure vente', 'ბესტსელერი', 'Xit savdo'), color: '#FFB800', textColor: '#1D1D1F' },
  { text: 'new', title: u('New', 'جديد', 'Новинка', 'Nuevo', 'Novidade', 'Nouveauté', 'სიახლე', 'Yangi'), color: '#66CC33', textColor: '#FFFFFF' },
  { text: 'sale', title: u('Sale', 'تخفيض', 'Скидка', 'Oferta', 'Promoção', 'Promo', 'ფასდაკლება', 'Chegirma'), color: '#E53935', textColor: '#FFFFFF' },
  { text: 'limited-stock', title: u('Limited stock', 'كمية محدودة', 'Осталось мало', 'Últimas unidades', 'Últimas unidades', 'Stock limité', 'მარაგი შეზღუდულია', 'Kam qoldi'), color: '#FF7A00', textColor: '#FFFFFF' },
  { text: 'pre-order', title: u('Pre-order', 'طلب مسبق', 'Предзаказ', 'Reserva', 'Pré-venda', 'Précommande', 'წინასწარი შეკვეთა', 'Oldindan buyurtma'), color: '#1F5FBF', textColor: '#FFFFFF' },
];

/** Main and accent colour of each colour term, for drawing the product images. */
export const colourHex: Readonly<Record<string, readonly [main: string, accent: string]>> = {
  red: ['#D7261E', '#1D1D1F'],
  black: ['#1D1D1F', '#66CC33'],
  white: ['#F4F4F2', '#D7261E'],
  blue: ['#1F5FBF', '#F4F4F2'],
  orange: ['#F07C00', '#1D1D1F'],
  green: ['#2E8B3D', '#F4F4F2'],
  yellow: ['#F2C200', '#1D1D1F'],
  grey: ['#5B6168', '#F07C00'],
  camo: ['#5D6B3A', '#C8B98A'],
  silver: ['#B9BEC4', '#1F5FBF'],
};
