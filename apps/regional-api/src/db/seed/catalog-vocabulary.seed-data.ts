import type { Localized } from './texts';

/** Characteristic groups in display order (SPEC §3: group id, title, position). */
export const characteristicGroups: readonly { code: string; title: Localized }[] = [
  { code: 'general', title: { en: 'General', ar: 'عام', ru: 'Общие', es: 'General' } },
  { code: 'engine', title: { en: 'Engine and motor', ar: 'المحرك', ru: 'Двигатель', es: 'Motor' } },
  {
    code: 'transmission',
    title: { en: 'Transmission and chassis', ar: 'ناقل الحركة والهيكل', ru: 'Трансмиссия и ходовая часть', es: 'Transmisión y chasis' },
  },
  { code: 'performance', title: { en: 'Performance', ar: 'الأداء', ru: 'Производительность', es: 'Prestaciones' } },
  {
    code: 'dimensions',
    title: { en: 'Dimensions and weight', ar: 'الأبعاد والوزن', ru: 'Габариты и масса', es: 'Dimensiones y peso' },
  },
  { code: 'electrical', title: { en: 'Power and electrics', ar: 'الطاقة والكهرباء', ru: 'Питание и электрика', es: 'Potencia y electricidad' } },
  { code: 'equipment', title: { en: 'Equipment', ar: 'التجهيزات', ru: 'Комплектация', es: 'Equipamiento' } },
  { code: 'warranty', title: { en: 'Warranty and service', ar: 'الضمان والخدمة', ru: 'Гарантия и обслуживание', es: 'Garantía y servicio' } },
];

export type CharacteristicType = 'string' | 'number' | 'list';

export interface CharacteristicDefinition {
  key: string;
  group: string;
  type: CharacteristicType;
  name: Localized;
  unit?: Localized;
}

const u = (en: string, ar: string, ru: string, es: string): Localized => ({ en, ar, ru, es });
const units = {
  cc: u('cc', 'سم³', 'см³', 'cc'),
  hp: u('hp', 'حصان', 'л. с.', 'CV'),
  nm: u('Nm', 'نيوتن·م', 'Н·м', 'Nm'),
  kmh: u('km/h', 'كم/س', 'км/ч', 'km/h'),
  km: u('km', 'كم', 'км', 'km'),
  kg: u('kg', 'كغ', 'кг', 'kg'),
  g: u('g', 'غ', 'г', 'g'),
  mm: u('mm', 'مم', 'мм', 'mm'),
  cm: u('cm', 'سم', 'см', 'cm'),
  l: u('L', 'لتر', 'л', 'L'),
  w: u('W', 'واط', 'Вт', 'W'),
  kwh: u('kWh', 'كيلوواط ساعة', 'кВт·ч', 'kWh'),
  h: u('h', 'ساعة', 'ч', 'h'),
  db: u('dB(A)', 'ديسيبل', 'дБ(А)', 'dB(A)'),
  m: u('m', 'م', 'м', 'm'),
  m3h: u('m³/h', 'م³/ساعة', 'м³/ч', 'm³/h'),
  inch: u('in', 'بوصة', 'дюйм', 'pulg.'),
  months: u('months', 'شهرًا', 'мес.', 'meses'),
  people: u('seats', 'مقاعد', 'мест', 'plazas'),
  year: u('', '', 'г.', ''),
};

const def = (key: string, group: string, type: CharacteristicType, name: Localized, unit?: Localized): CharacteristicDefinition =>
  unit ? { key, group, type, name, unit } : { key, group, type, name };

/** Every characteristic a product can have, in display order within its group. */
export const characteristicDefinitions: readonly CharacteristicDefinition[] = [
  def('model-year', 'general', 'number', u('Model year', 'سنة الطراز', 'Модельный год', 'Año del modelo')),
  def('colour', 'general', 'string', u('Colour', 'اللون', 'Цвет', 'Color')),
  def('part-type', 'general', 'string', u('Part type', 'نوع القطعة', 'Тип детали', 'Tipo de pieza')),
  def('material', 'general', 'string', u('Material', 'المادة', 'Материал', 'Material')),
  def('viscosity', 'general', 'string', u('Viscosity grade', 'درجة اللزوجة', 'Класс вязкости', 'Grado de viscosidad')),
  def('season', 'general', 'string', u('Season', 'الموسم', 'Сезон', 'Temporada')),
  def('certification', 'general', 'string', u('Certification', 'الشهادة', 'Сертификация', 'Homologación')),
  def('engine-type', 'engine', 'string', u('Engine type', 'نوع المحرك', 'Тип двигателя', 'Tipo de motor')),
  def('displacement', 'engine', 'number', u('Displacement', 'سعة المحرك', 'Рабочий объём', 'Cilindrada'), units.cc),
  def('power', 'engine', 'number', u('Maximum power', 'القدرة القصوى', 'Максимальная мощность', 'Potencia máxima'), units.hp),
  def('torque', 'engine', 'number', u('Maximum torque', 'أقصى عزم دوران', 'Максимальный крутящий момент', 'Par máximo'), units.nm),
  def('cylinders', 'engine', 'number', u('Cylinders', 'عدد الأسطوانات', 'Число цилиндров', 'Cilindros')),
  def('cooling', 'engine', 'string', u('Cooling', 'التبريد', 'Охлаждение', 'Refrigeración')),
  def('fuel-system', 'engine', 'string', u('Fuel system', 'نظام الوقود', 'Система питания', 'Alimentación')),
  def('fuel', 'engine', 'string', u('Fuel', 'الوقود', 'Топливо', 'Combustible')),
  def('starter', 'engine', 'string', u('Starting system', 'نظام التشغيل', 'Система запуска', 'Arranque')),
  def('motor-power', 'engine', 'number', u('Motor power', 'قدرة المحرك الكهربائي', 'Мощность электромотора', 'Potencia del motor'), units.w),
  def('transmission', 'transmission', 'string', u('Transmission', 'ناقل الحركة', 'Трансмиссия', 'Transmisión')),
  def('drive', 'transmission', 'string', u('Drive', 'نظام الدفع', 'Привод', 'Tracción')),
  def('front-brake', 'transmission', 'string', u('Front brake', 'الفرامل الأمامية', 'Передний тормоз', 'Freno delantero')),
  def('abs', 'transmission', 'string', u('ABS', 'نظام ABS', 'ABS', 'ABS')),
  def('wheel-size', 'transmission', 'number', u('Wheel size', 'مقاس العجلات', 'Диаметр колёс', 'Tamaño de rueda'), units.inch),
  def('shaft-length', 'transmission', 'string', u('Shaft length', 'طول العمود', 'Длина дейдвуда', 'Longitud de eje')),
  def('steering', 'transmission', 'string', u('Steering', 'التوجيه', 'Управление', 'Dirección')),
  def('top-speed', 'performance', 'number', u('Top speed', 'السرعة القصوى', 'Максимальная скорость', 'Velocidad máxima'), units.kmh),
  def('range', 'performance', 'number', u('Range', 'مدى السير', 'Запас хода', 'Autonomía'), units.km),
  def('towing-capacity', 'performance', 'number', u('Towing capacity', 'قدرة السحب', 'Буксируемая масса', 'Capacidad de remolque'), units.kg),
  def('max-flow', 'performance', 'number', u('Maximum flow', 'أقصى تدفق', 'Максимальная производительность', 'Caudal máximo'), units.m3h),
  def('max-head', 'performance', 'number', u('Maximum head', 'أقصى ارتفاع ضخ', 'Максимальный напор', 'Altura máxima'), units.m),
  def('cutting-width', 'performance', 'number', u('Cutting width', 'عرض القص', 'Ширина скашивания', 'Ancho de corte'), units.cm),
  def('working-width', 'performance', 'number', u('Working width', 'عرض العمل', 'Ширина обработки', 'Ancho de trabajo'), units.cm),
  def('runtime', 'performance', 'number', u('Runtime at 50 % load', 'مدة التشغيل عند حمل 50 %', 'Время работы при нагрузке 50 %', 'Autonomía al 50 % de carga'), units.h),
  def('noise-level', 'performance', 'number', u('Noise level at 7 m', 'مستوى الضجيج على بعد 7 م', 'Уровень шума на расстоянии 7 м', 'Nivel de ruido a 7 m'), units.db),
  def('seat-height', 'dimensions', 'number', u('Seat height', 'ارتفاع المقعد', 'Высота по седлу', 'Altura del asiento'), units.mm),
  def('ground-clearance', 'dimensions', 'number', u('Ground clearance', 'الخلوص الأرضي', 'Дорожный просвет', 'Altura libre al suelo'), units.mm),
  def('fuel-tank', 'dimensions', 'number', u('Fuel tank', 'خزان الوقود', 'Топливный бак', 'Depósito de combustible'), units.l),
  def('grass-bag', 'dimensions', 'number', u('Grass bag', 'كيس العشب', 'Травосборник', 'Bolsa de recogida'), units.l),
  def('port-size', 'dimensions', 'number', u('Inlet and outlet', 'قطر المدخل والمخرج', 'Диаметр патрубков', 'Entrada y salida'), units.inch),
  def('seats', 'dimensions', 'number', u('Seats', 'عدد المقاعد', 'Количество мест', 'Plazas')),
  def('storage', 'dimensions', 'number', u('Under-seat storage', 'مساحة تخزين تحت المقعد', 'Багажник под сиденьем', 'Hueco bajo el asiento'), units.l),
  def('weight', 'dimensions', 'number', u('Weight', 'الوزن', 'Масса', 'Peso'), units.kg),
  def('weight-grams', 'dimensions', 'number', u('Weight', 'الوزن', 'Масса', 'Peso'), units.g),
  def('volume', 'dimensions', 'number', u('Volume', 'الحجم', 'Объём', 'Volumen'), units.l),
  def('diameter', 'dimensions', 'number', u('Diameter', 'القطر', 'Диаметр', 'Diámetro'), units.inch),
  def('blades', 'dimensions', 'number', u('Blades', 'عدد الشفرات', 'Число лопастей', 'Palas')),
  def('rated-power', 'electrical', 'number', u('Rated power', 'القدرة المقننة', 'Номинальная мощность', 'Potencia nominal'), units.w),
  def('max-power', 'electrical', 'number', u('Maximum output', 'أقصى قدرة خرج', 'Максимальная мощность', 'Potencia máxima de salida'), units.w),
  def('phase', 'electrical', 'string', u('Output', 'الخرج', 'Выход', 'Salida')),
  def('battery-capacity', 'electrical', 'number', u('Battery capacity', 'سعة البطارية', 'Ёмкость батареи', 'Capacidad de la batería'), units.kwh),
  def('charging-time', 'electrical', 'number', u('Charging time', 'مدة الشحن', 'Время зарядки', 'Tiempo de carga'), units.h),
  def('outlets', 'electrical', 'list', u('Outlets', 'المقابس', 'Розетки и выходы', 'Tomas y salidas')),
  def('sizes', 'equipment', 'list', u('Sizes', 'المقاسات', 'Размеры', 'Tallas')),
  def('compatibility', 'equipment', 'list', u('Fits', 'متوافق مع', 'Подходит для', 'Compatible con')),
  def('package-contents', 'equipment', 'list', u('In the box', 'محتويات العلبة', 'Комплект поставки', 'Contenido de la caja')),
  def('mulching', 'equipment', 'string', u('Mulching', 'التغطية بالنشارة', 'Мульчирование', 'Mulching')),
  def('warranty', 'warranty', 'number', u('Warranty', 'الضمان', 'Гарантия', 'Garantía'), units.months),
  def('shelf-life', 'warranty', 'number', u('Shelf life', 'مدة الصلاحية', 'Срок хранения', 'Vida útil'), units.months),
  def('service-interval', 'warranty', 'number', u('Service interval', 'فترة الصيانة', 'Интервал обслуживания', 'Intervalo de mantenimiento'), units.h),
];

export const yearUnit = units.year;

/**
 * The words characteristic values are made of: options of string characteristics and the names
 * of list items. Codes are what filters use (`characteristics[cooling][]=liquid`).
 */
export const terms: readonly { code: string; label: Localized }[] = [
  // engine types
  { code: 'four-stroke', label: u('Four-stroke', 'رباعي الأشواط', 'Четырёхтактный', 'Cuatro tiempos') },
  { code: 'two-stroke', label: u('Two-stroke', 'ثنائي الأشواط', 'Двухтактный', 'Dos tiempos') },
  { code: 'electric', label: u('Electric', 'كهربائي', 'Электрический', 'Eléctrico') },
  { code: 'diesel-four-stroke', label: u('Diesel, four-stroke', 'ديزل رباعي الأشواط', 'Дизельный четырёхтактный', 'Diésel de cuatro tiempos') },
  // cooling
  { code: 'air', label: u('Air', 'بالهواء', 'Воздушное', 'Por aire') },
  { code: 'liquid', label: u('Liquid', 'بالسائل', 'Жидкостное', 'Líquida') },
  { code: 'oil-air', label: u('Oil and air', 'بالزيت والهواء', 'Масляно-воздушное', 'Aceite y aire') },
  { code: 'water', label: u('Water', 'بالماء', 'Водяное', 'Por agua') },
  // fuel systems and fuels
  { code: 'carburettor', label: u('Carburettor', 'كاربوريتر', 'Карбюратор', 'Carburador') },
  { code: 'efi', label: u('Electronic fuel injection', 'حقن وقود إلكتروني', 'Электронный впрыск', 'Inyección electrónica') },
  { code: 'petrol', label: u('Petrol', 'بنزين', 'Бензин', 'Gasolina') },
  { code: 'diesel', label: u('Diesel', 'ديزل', 'Дизель', 'Diésel') },
  { code: 'battery', label: u('Battery', 'بطارية', 'Аккумулятор', 'Batería') },
  // starters
  { code: 'electric-start', label: u('Electric', 'كهربائي', 'Электростартер', 'Eléctrico') },
  { code: 'kick-start', label: u('Kick', 'بالدواسة', 'Кикстартер', 'De pedal') },
  { code: 'electric-kick', label: u('Electric and kick', 'كهربائي وبالدواسة', 'Электростартер и кикстартер', 'Eléctrico y de pedal') },
  { code: 'recoil', label: u('Recoil (pull cord)', 'يدوي بالحبل', 'Ручной (шнур)', 'Manual de retroceso') },
  { code: 'electric-recoil', label: u('Electric and recoil', 'كهربائي ويدوي', 'Электростартер и ручной', 'Eléctrico y manual') },
  { code: 'push-button', label: u('Push button', 'زر تشغيل', 'Кнопка', 'Pulsador') },
  // transmissions
  { code: 'manual-5', label: u('5-speed manual', 'يدوي 5 سرعات', 'Механическая, 5 передач', 'Manual de 5 velocidades') },
  { code: 'manual-6', label: u('6-speed manual', 'يدوي 6 سرعات', 'Механическая, 6 передач', 'Manual de 6 velocidades') },
  { code: 'semi-auto-4', label: u('4-speed semi-automatic', 'نصف أوتوماتيكي 4 سرعات', 'Полуавтомат, 4 передачи', 'Semiautomática de 4 velocidades') },
  { code: 'cvt', label: u('CVT automatic', 'أوتوماتيكي CVT', 'Вариатор (CVT)', 'Automática CVT') },
  { code: 'direct', label: u('Direct drive', 'دفع مباشر', 'Прямой привод', 'Transmisión directa') },
  { code: 'forward-neutral-reverse', label: u('Forward, neutral, reverse', 'أمامي ومحايد وخلفي', 'Передний ход, нейтраль, задний ход', 'Avance, punto muerto y marcha atrás') },
  { code: 'gears-2-1', label: u('2 forward, 1 reverse', 'سرعتان أماميتان وسرعة خلفية', '2 вперёд, 1 назад', '2 avances y 1 marcha atrás') },
  // drives
  { code: 'chain', label: u('Chain', 'جنزير', 'Цепь', 'Cadena') },
  { code: 'belt', label: u('Belt', 'سير', 'Ремень', 'Correa') },
  { code: 'shaft', label: u('Shaft', 'عمود إدارة', 'Кардан', 'Cardán') },
  { code: '2wd-4wd', label: u('Selectable 2WD/4WD', 'دفع ثنائي/رباعي قابل للاختيار', 'Подключаемый полный привод 2WD/4WD', 'Tracción 2WD/4WD seleccionable') },
  { code: '2wd', label: u('Rear-wheel drive', 'دفع خلفي', 'Задний привод', 'Tracción trasera') },
  { code: 'hub-motor', label: u('Hub motor', 'محرك داخل العجلة', 'Мотор-колесо', 'Motor en el buje') },
  { code: 'push', label: u('Push', 'دفع يدوي', 'Несамоходная', 'De empuje') },
  { code: 'self-propelled', label: u('Self-propelled', 'ذاتية الدفع', 'Самоходная', 'Autopropulsada') },
  { code: 'hydrostatic', label: u('Hydrostatic', 'هيدروستاتيكي', 'Гидростатическая', 'Hidrostática') },
  // brakes
  { code: 'disc', label: u('Disc', 'قرصية', 'Дисковый', 'De disco') },
  { code: 'dual-disc', label: u('Dual disc', 'قرصية مزدوجة', 'Двухдисковый', 'Doble disco') },
  { code: 'drum', label: u('Drum', 'طبلية', 'Барабанный', 'De tambor') },
  // yes / no
  { code: 'yes', label: u('Yes', 'نعم', 'Да', 'Sí') },
  { code: 'no', label: u('No', 'لا', 'Нет', 'No') },
  // outboards
  { code: 'shaft-short', label: u('Short, 15 in (S)', 'قصير، 15 بوصة (S)', 'Короткий, 15" (S)', 'Corto, 15" (S)') },
  { code: 'shaft-long', label: u('Long, 20 in (L)', 'طويل، 20 بوصة (L)', 'Длинный, 20" (L)', 'Largo, 20" (L)') },
  { code: 'shaft-extra-long', label: u('Extra long, 25 in (X)', 'طويل جدًا، 25 بوصة (X)', 'Сверхдлинный, 25" (X)', 'Extralargo, 25" (X)') },
  { code: 'tiller', label: u('Tiller', 'ذراع توجيه', 'Румпель', 'Caña') },
  { code: 'remote', label: u('Remote control', 'تحكم عن بُعد', 'Дистанционное', 'Mando a distancia') },
  // generator outputs
  { code: 'single-phase', label: u('Single-phase, 230 V', 'أحادي الطور، 230 فولت', 'Однофазный, 230 В', 'Monofásica, 230 V') },
  { code: 'three-phase', label: u('Three-phase, 400 V', 'ثلاثي الطور، 400 فولت', 'Трёхфазный, 400 В', 'Trifásica, 400 V') },
  // materials
  { code: 'polycarbonate', label: u('Polycarbonate shell', 'هيكل من البولي كربونات', 'Поликарбонатный корпус', 'Carcasa de policarbonato') },
  { code: 'fibreglass', label: u('Fibreglass composite', 'مركب الألياف الزجاجية', 'Стеклокомпозит', 'Compuesto de fibra de vidrio') },
  { code: 'carbon', label: u('Carbon fibre', 'ألياف الكربون', 'Углепластик', 'Fibra de carbono') },
  { code: 'leather', label: u('Leather', 'جلد طبيعي', 'Натуральная кожа', 'Cuero') },
  { code: 'textile', label: u('Textile with armour', 'نسيج مع واقيات', 'Текстиль с защитой', 'Textil con protecciones') },
  { code: 'mesh', label: u('Mesh textile', 'نسيج شبكي', 'Сетчатый текстиль', 'Textil de malla') },
  { code: 'fully-synthetic', label: u('Fully synthetic', 'اصطناعي بالكامل', 'Синтетическое', 'Sintético') },
  { code: 'semi-synthetic', label: u('Semi-synthetic', 'شبه اصطناعي', 'Полусинтетическое', 'Semisintético') },
  { code: 'mineral', label: u('Mineral', 'معدني', 'Минеральное', 'Mineral') },
  { code: 'paper', label: u('Paper element', 'عنصر ورقي', 'Бумажный элемент', 'Elemento de papel') },
  { code: 'foam', label: u('Oiled foam', 'إسفنج مزيت', 'Пропитанный поролон', 'Espuma aceitada') },
  { code: 'lithium', label: u('Lithium iron phosphate', 'ليثيوم فوسفات الحديد', 'Литий-железо-фосфат', 'Litio ferrofosfato') },
  { code: 'agm', label: u('AGM lead-acid', 'رصاص حمضي AGM', 'Свинцово-кислотный AGM', 'Plomo-ácido AGM') },
  { code: 'iridium', label: u('Iridium tip', 'رأس من الإيريديوم', 'Иридиевый электрод', 'Punta de iridio') },
  { code: 'aluminium', label: u('Aluminium', 'ألمنيوم', 'Алюминий', 'Aluminio') },
  { code: 'stainless-steel', label: u('Stainless steel', 'فولاذ مقاوم للصدأ', 'Нержавеющая сталь', 'Acero inoxidable') },
  { code: 'polyethylene', label: u('Polyethylene', 'بولي إيثيلين', 'Полиэтилен', 'Polietileno') },
  // certifications
  { code: 'ece-2206', label: u('ECE 22.06', 'ECE 22.06', 'ECE 22.06', 'ECE 22.06') },
  { code: 'en-13594', label: u('EN 13594', 'EN 13594', 'EN 13594', 'EN 13594') },
  { code: 'en-17092-aa', label: u('EN 17092, class AA', 'EN 17092، الفئة AA', 'EN 17092, класс AA', 'EN 17092, clase AA') },
  { code: 'jaso-ma2', label: u('API SN, JASO MA2', 'API SN، JASO MA2', 'API SN, JASO MA2', 'API SN, JASO MA2') },
  { code: 'nmma-fc-w', label: u('NMMA FC-W', 'NMMA FC-W', 'NMMA FC-W', 'NMMA FC-W') },
  { code: 'oem', label: u('Original Norrak part', 'قطعة أصلية من نوراك', 'Оригинальная деталь Norrak', 'Recambio original Norrak') },
  { code: 'jaso-fd', label: u('JASO FD', 'JASO FD', 'JASO FD', 'JASO FD') },
  { code: 'nmma-tc-w3', label: u('NMMA TC-W3', 'NMMA TC-W3', 'NMMA TC-W3', 'NMMA TC-W3') },
  { code: 'api-sj', label: u('API SJ', 'API SJ', 'API SJ', 'API SJ') },
  // seasons
  { code: 'all-season', label: u('All-season', 'لجميع المواسم', 'Всесезонный', 'Para todo el año') },
  { code: 'summer', label: u('Summer', 'صيفي', 'Летний', 'Verano') },
  { code: 'winter', label: u('Winter', 'شتوي', 'Зимний', 'Invierno') },
  // viscosity grades
  { code: 'sae-10w40', label: u('SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40', 'SAE 10W-40') },
  { code: 'sae-10w50', label: u('SAE 10W-50', 'SAE 10W-50', 'SAE 10W-50', 'SAE 10W-50') },
  { code: 'sae-10w30', label: u('SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30', 'SAE 10W-30') },
  { code: 'sae-30', label: u('SAE 30', 'SAE 30', 'SAE 30', 'SAE 30') },
  { code: 'two-stroke-mix', label: u('For a 1:50 fuel mix', 'لخليط وقود 1:50', 'Для топливной смеси 1:50', 'Para mezcla 1:50') },
  // part types
  { code: 'oil-filter', label: u('Oil filter', 'فلتر زيت', 'Масляный фильтр', 'Filtro de aceite') },
  { code: 'air-filter', label: u('Air filter', 'فلتر هواء', 'Воздушный фильтр', 'Filtro de aire') },
  { code: 'fuel-filter', label: u('Fuel filter', 'فلتر وقود', 'Топливный фильтр', 'Filtro de combustible') },
  { code: 'spark-plug', label: u('Spark plug', 'شمعة احتراق', 'Свеча зажигания', 'Bujía') },
  { code: 'starter-battery', label: u('Starter battery', 'بطارية تشغيل', 'Стартерный аккумулятор', 'Batería de arranque') },
  { code: 'boat-propeller', label: u('Boat propeller', 'مروحة قارب', 'Гребной винт', 'Hélice náutica') },
  { code: 'fuel-tank', label: u('Fuel tank', 'خزان وقود', 'Топливный бак', 'Depósito de combustible') },
  // colours
  { code: 'red', label: u('Red', 'أحمر', 'Красный', 'Rojo') },
  { code: 'black', label: u('Black', 'أسود', 'Чёрный', 'Negro') },
  { code: 'white', label: u('White', 'أبيض', 'Белый', 'Blanco') },
  { code: 'blue', label: u('Blue', 'أزرق', 'Синий', 'Azul') },
  { code: 'orange', label: u('Orange', 'برتقالي', 'Оранжевый', 'Naranja') },
  { code: 'green', label: u('Green', 'أخضر', 'Зелёный', 'Verde') },
  { code: 'yellow', label: u('Yellow', 'أصفر', 'Жёлтый', 'Amarillo') },
  { code: 'grey', label: u('Graphite grey', 'رمادي غرافيتي', 'Графитовый серый', 'Gris grafito') },
  { code: 'camo', label: u('Camouflage', 'تمويه', 'Камуфляж', 'Camuflaje') },
  { code: 'silver', label: u('Silver', 'فضي', 'Серебристый', 'Plateado') },
  // list item names
  { code: 'keys', label: u('Keys', 'مفاتيح', 'Ключи', 'Llaves') },
  { code: 'tool-kit', label: u('Tool kit', 'طقم أدوات', 'Набор инструментов', 'Juego de herramientas') },
  { code: 'owners-manual', label: u("Owner's manual", 'دليل المالك', 'Руководство по эксплуатации', 'Manual del propietario') },
  { code: 'spare-spark-plug', label: u('Spare spark plug', 'شمعة احتراق احتياطية', 'Запасная свеча зажигания', 'Bujía de repuesto') },
  { code: 'charger', label: u('Charger', 'شاحن', 'Зарядное устройство', 'Cargador') },
  { code: 'fuel-line', label: u('Fuel line', 'خرطوم وقود', 'Топливный шланг', 'Manguera de combustible') },
  { code: 'propeller', label: u('Propeller', 'مروحة', 'Гребной винт', 'Hélice') },
  { code: 'engine-oil', label: u('Engine oil, bottle', 'عبوة زيت محرك', 'Моторное масло, флакон', 'Aceite de motor, botella') },
  { code: 'wheel-kit', label: u('Wheel kit', 'طقم عجلات', 'Колёсный комплект', 'Kit de ruedas') },
  { code: 'grass-catcher', label: u('Grass catcher', 'كيس جمع العشب', 'Травосборник', 'Recolector de césped') },
  { code: 'mulching-plug', label: u('Mulching plug', 'سدادة التغطية', 'Заглушка для мульчирования', 'Tapón de mulching') },
  { code: 'harness', label: u('Shoulder harness', 'حزام كتف', 'Плечевой ремень', 'Arnés de hombro') },
  { code: 'blade', label: u('Three-tooth blade', 'شفرة ثلاثية الأسنان', 'Трёхлопастной нож', 'Cuchilla de tres dientes') },
  { code: 'line-head', label: u('Line head', 'رأس خيط', 'Триммерная головка', 'Cabezal de hilo') },
  { code: 'tines', label: u('Tine set', 'طقم شفرات الحراثة', 'Комплект фрез', 'Juego de fresas') },
  { code: 'suction-hose', label: u('Suction hose', 'خرطوم شفط', 'Всасывающий рукав', 'Manguera de aspiración') },
  { code: 'strainer', label: u('Strainer', 'مصفاة', 'Сетчатый фильтр', 'Filtro de aspiración') },
  { code: 'hose-clamps', label: u('Hose clamps', 'مشابك خراطيم', 'Хомуты', 'Abrazaderas') },
  { code: 'outlet-230', label: u('230 V outlet', 'مقبس 230 فولت', 'Розетка 230 В', 'Toma de 230 V') },
  { code: 'outlet-400', label: u('400 V outlet', 'مقبس 400 فولت', 'Розетка 400 В', 'Toma de 400 V') },
  { code: 'output-12', label: u('12 V DC output', 'مخرج 12 فولت تيار مستمر', 'Выход 12 В постоянного тока', 'Salida de 12 V CC') },
  { code: 'usb', label: u('USB port', 'منفذ USB', 'Порт USB', 'Puerto USB') },
  { code: 'helmet-bag', label: u('Helmet bag', 'حقيبة خوذة', 'Чехол для шлема', 'Bolsa para casco') },
  { code: 'pinlock', label: u('Anti-fog insert', 'عدسة مانعة للضباب', 'Противотуманная вставка', 'Lámina antivaho') },
  { code: 'gasket', label: u('Gasket', 'حشية', 'Уплотнительное кольцо', 'Junta') },
  { code: 'mounting-kit', label: u('Mounting kit', 'طقم تركيب', 'Монтажный комплект', 'Kit de montaje') },
  { code: 'models-motorcycles', label: u('Norrak motorcycles', 'دراجات نوراك النارية', 'Мотоциклы Norrak', 'Motos Norrak') },
  { code: 'models-atv', label: u('Norrak ATVs and UTVs', 'مركبات نوراك ATV وUTV', 'Квадроциклы и мотовездеходы Norrak', 'ATV y UTV Norrak') },
  { code: 'models-scooters', label: u('Norrak scooters', 'سكوترات نوراك', 'Скутеры Norrak', 'Scooters Norrak') },
  { code: 'models-outboards', label: u('Norrak outboards', 'محركات نوراك الخارجية', 'Лодочные моторы Norrak', 'Fueraborda Norrak') },
  { code: 'models-garden', label: u('Norrak garden equipment', 'معدات نوراك للحدائق', 'Садовая техника Norrak', 'Equipos de jardín Norrak') },
  { code: 'models-power', label: u('Norrak generators and pumps', 'مولدات ومضخات نوراك', 'Генераторы и мотопомпы Norrak', 'Generadores y bombas Norrak') },
  { code: 'size-xs', label: u('XS', 'XS', 'XS', 'XS') },
  { code: 'size-s', label: u('S', 'S', 'S', 'S') },
  { code: 'size-m', label: u('M', 'M', 'M', 'M') },
  { code: 'size-l', label: u('L', 'L', 'L', 'L') },
  { code: 'size-xl', label: u('XL', 'XL', 'XL', 'XL') },
  { code: 'size-xxl', label: u('XXL', 'XXL', 'XXL', 'XXL') },
];

/** The five badges of SPEC §1, in display order. `text` is the stable code `/badges/text/{text}` reads. */
export const badges: readonly { text: string; title: Localized; color: string; textColor: string }[] = [
  { text: 'best-seller', title: u('Best seller', 'الأكثر مبيعًا', 'Хит продаж', 'Más vendido'), color: '#FFB800', textColor: '#1D1D1F' },
  { text: 'new', title: u('New', 'جديد', 'Новинка', 'Nuevo'), color: '#66CC33', textColor: '#FFFFFF' },
  { text: 'sale', title: u('Sale', 'تخفيض', 'Скидка', 'Oferta'), color: '#E53935', textColor: '#FFFFFF' },
  { text: 'limited-stock', title: u('Limited stock', 'كمية محدودة', 'Осталось мало', 'Últimas unidades'), color: '#FF7A00', textColor: '#FFFFFF' },
  { text: 'pre-order', title: u('Pre-order', 'طلب مسبق', 'Предзаказ', 'Reserva'), color: '#1F5FBF', textColor: '#FFFFFF' },
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
