/** Equipment and service catalogue of the demo: models, serial-number formats, job and component codes, parts, fluids. */
import type { Lang } from './names';
import type { Random } from './random';

export type Family = 'excavator' | 'loader' | 'dozer' | 'grader' | 'truck' | 'compactor' | 'backhoe' | 'mining' | 'engine' | 'genset';

export interface EquipmentModel {
  model: string;
  family: Family;
  /** Three-letter prefix of older (pre-PIN) serial numbers of the model. */
  legacyPrefix: string;
  /** Relative frequency in the customer fleets. */
  weight: number;
}

export const MODELS: EquipmentModel[] = [
  { model: '320', family: 'excavator', legacyPrefix: 'ZBF', weight: 10 },
  { model: '323', family: 'excavator', legacyPrefix: 'YBK', weight: 5 },
  { model: '330', family: 'excavator', legacyPrefix: 'KDM', weight: 5 },
  { model: '336', family: 'excavator', legacyPrefix: 'DKS', weight: 10 },
  { model: '349', family: 'excavator', legacyPrefix: 'JMS', weight: 5 },
  { model: '374', family: 'excavator', legacyPrefix: 'LTK', weight: 3 },
  { model: '390F', family: 'excavator', legacyPrefix: 'PPA', weight: 2 },
  { model: '308', family: 'excavator', legacyPrefix: 'FJX', weight: 3 },
  { model: '432F', family: 'backhoe', legacyPrefix: 'LBC', weight: 5 },
  { model: '428', family: 'backhoe', legacyPrefix: 'HWB', weight: 3 },
  { model: '950GC', family: 'loader', legacyPrefix: 'M5K', weight: 4 },
  { model: '962M', family: 'loader', legacyPrefix: 'EJB', weight: 3 },
  { model: '966M', family: 'loader', legacyPrefix: 'KJE', weight: 5 },
  { model: '980M', family: 'loader', legacyPrefix: 'KRS', weight: 4 },
  { model: '988K', family: 'loader', legacyPrefix: 'L8X', weight: 2 },
  { model: 'D6T', family: 'dozer', legacyPrefix: 'GCT', weight: 4 },
  { model: 'D8T', family: 'dozer', legacyPrefix: 'J8B', weight: 4 },
  { model: 'D9T', family: 'dozer', legacyPrefix: 'RJS', weight: 3 },
  { model: 'D10T', family: 'dozer', legacyPrefix: 'RJG', weight: 2 },
  { model: '140M', family: 'grader', legacyPrefix: 'B9D', weight: 3 },
  { model: '14M', family: 'grader', legacyPrefix: 'R9J', weight: 2 },
  { model: '16M', family: 'grader', legacyPrefix: 'R9H', weight: 1 },
  { model: 'CS56B', family: 'compactor', legacyPrefix: 'CS5', weight: 2 },
  { model: '745', family: 'truck', legacyPrefix: '3T6', weight: 3 },
  { model: '740 GC', family: 'truck', legacyPrefix: '3T5', weight: 2 },
  { model: '773E', family: 'mining', legacyPrefix: 'BDA', weight: 2 },
  { model: '777G', family: 'mining', legacyPrefix: 'TBR', weight: 3 },
  { model: '785D', family: 'mining', legacyPrefix: 'MSY', weight: 1 },
  { model: '793F', family: 'mining', legacyPrefix: 'SSP', weight: 1 },
  { model: '6015B', family: 'mining', legacyPrefix: 'HEK', weight: 1 },
  { model: '3516', family: 'genset', legacyPrefix: 'SBK', weight: 3 },
  { model: '3512', family: 'genset', legacyPrefix: 'ZAP', weight: 2 },
  { model: 'G3516', family: 'genset', legacyPrefix: 'JFE', weight: 2 },
  { model: 'C32', family: 'genset', legacyPrefix: 'LYL', weight: 2 },
  { model: 'C18', family: 'engine', legacyPrefix: 'EJG', weight: 2 },
  { model: 'C15', family: 'engine', legacyPrefix: 'MXS', weight: 2 },
  { model: 'C9', family: 'engine', legacyPrefix: 'CLS', weight: 1 },
];

const MODEL_WEIGHTS = MODELS.map((m) => [m, m.weight] as const);

export function pickModel(random: Random): EquipmentModel {
  return random.weighted(MODEL_WEIGHTS);
}

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

/** 'CAT0336EZ1234' (product identification number) for newer machines, 'DKS01234' for older ones and engines. */
export function serialNumber(random: Random, model: EquipmentModel): string {
  const isEngine = model.family === 'engine' || model.family === 'genset';
  if (!isEngine && random.chance(0.6)) {
    const digits = model.model.replace(/\D/g, '').slice(0, 4).padStart(3, '0');
    return `CAT0${digits}${random.chars(2, LETTERS)}${random.digits(4)}`;
  }
  return `${model.legacyPrefix}${random.digits(5)}`;
}

export interface JobCode {
  code: string;
  text: string;
  /** Standard hours of one item, min and max. */
  hours: [number, number];
}

export const JOBS: Record<string, JobCode> = {
  '010': { code: '010', text: 'Disassemble/Assemble', hours: [8, 40] },
  '020': { code: '020', text: 'Repair', hours: [2, 16] },
  '030': { code: '030', text: 'Maintenance', hours: [2, 8] },
  '035': { code: '035', text: 'Entry expertise', hours: [1, 3] },
  '040': { code: '040', text: 'Inspect', hours: [1, 4] },
  '043': { code: '043', text: 'Exit expertise', hours: [1, 3] },
  '045': { code: '045', text: 'Test & Adjust', hours: [1, 4] },
  '050': { code: '050', text: 'Replace', hours: [2, 10] },
  '060': { code: '060', text: 'Troubleshoot', hours: [1, 6] },
  '080': { code: '080', text: 'Recondition', hours: [6, 30] },
};

export const MACHINE_COMPONENTS: [string, string][] = [
  ['1000', 'Engine'],
  ['1050', 'Cylinder Head'],
  ['1250', 'Fuel System'],
  ['1350', 'Cooling System'],
  ['1450', 'Starting System'],
  ['3030', 'Transmission'],
  ['3100', 'Torque Converter'],
  ['3250', 'Differential'],
  ['4050', 'Final Drive'],
  ['4150', 'Undercarriage'],
  ['4250', 'Brakes'],
  ['4300', 'Steering'],
  ['5050', 'Hydraulic Pump'],
  ['5100', 'Hydraulic Cylinder'],
  ['5250', 'Control Valve'],
  ['5450', 'Swing Drive'],
  ['6500', 'Bucket / GET'],
  ['7000', 'Cab & Operator Station'],
  ['7300', 'Air Conditioning'],
  ['7490', 'Electronic Monitoring'],
];

export const ENGINE_COMPONENTS: [string, string][] = [
  ['1000', 'Engine'],
  ['1050', 'Cylinder Head'],
  ['1052', 'Turbocharger'],
  ['1100', 'Lubrication System'],
  ['1250', 'Fuel System'],
  ['1350', 'Cooling System'],
  ['1450', 'Starting System'],
  ['4450', 'Generator'],
  ['4470', 'Generator Set Controls'],
];

export function componentsFor(model: EquipmentModel): [string, string][] {
  return model.family === 'engine' || model.family === 'genset' ? ENGINE_COMPONENTS : MACHINE_COMPONENTS;
}

export interface OrderType {
  code: string;
  text: Record<Lang, string>;
  /** Done in the service centre's workshop (no travel) rather than at the customer. */
  workshop: boolean;
  jobs: string[];
  weight: number;
}

export const ORDER_TYPES: OrderType[] = [
  { code: 'ZS01', text: { tr: 'Saha Servis', ru: 'Выездной сервис', az: 'Səyyar servis' }, workshop: false, jobs: ['020', '040', '045', '050', '060'], weight: 30 },
  { code: 'ZS02', text: { tr: 'Atölye Onarım', ru: 'Ремонт в мастерской', az: 'Emalatxana təmiri' }, workshop: true, jobs: ['010', '020', '050', '080'], weight: 18 },
  { code: 'ZS03', text: { tr: 'Periyodik Bakım', ru: 'Плановое ТО', az: 'Planlı texniki xidmət' }, workshop: false, jobs: ['030', '040'], weight: 25 },
  { code: 'ZS04', text: { tr: 'Garanti', ru: 'Гарантийный ремонт', az: 'Zəmanət təmiri' }, workshop: false, jobs: ['020', '050', '060'], weight: 7 },
  { code: 'ZS05', text: { tr: 'Ekspertiz', ru: 'Экспертиза', az: 'Ekspertiza' }, workshop: true, jobs: ['035', '043', '040'], weight: 10 },
  { code: 'ZS06', text: { tr: 'Bakım Sözleşmesi (CVA)', ru: 'Сервисный контракт (CVA)', az: 'Xidmət müqaviləsi (CVA)' }, workshop: false, jobs: ['030', '040', '045'], weight: 10 },
];

export const SIM_STAGES: Record<string, Record<Lang, string>> = {
  '0010': { tr: 'Planlama bekliyor', ru: 'Ожидает планирования', az: 'Planlaşdırma gözlənilir' },
  '0020': { tr: 'İş planlandı', ru: 'Работа запланирована', az: 'İş planlaşdırılıb' },
  '0080': { tr: 'Teklif müşteri onayında', ru: 'Предложение на согласовании у клиента', az: 'Təklif müştəri təsdiqində' },
  '0160': { tr: 'İş kapandı', ru: 'Работа закрыта', az: 'İş bağlanıb' },
};

/** Work-order status codes of the CRM, with the CRM's own status beside them. */
export const ORDER_STATUSES: Record<string, { text: Record<Lang, string>; crm: string }> = {
  E0001: { text: { tr: 'Açık', ru: 'Открыт', az: 'Açıq' }, crm: 'OPEN' },
  E0002: { text: { tr: 'Serbest bırakıldı', ru: 'Выпущен', az: 'Buraxılıb' }, crm: 'REL' },
  E0003: { text: { tr: 'İşlemde', ru: 'В работе', az: 'İcrada' }, crm: 'REL' },
  E0004: { text: { tr: 'Teknik olarak tamamlandı', ru: 'Технически завершён', az: 'Texniki cəhətdən tamamlanıb' }, crm: 'TECO' },
  E0005: { text: { tr: 'Kapatıldı', ru: 'Закрыт', az: 'Bağlanıb' }, crm: 'CLSD' },
  E0006: { text: { tr: 'Parça bekliyor', ru: 'Ожидание запчастей', az: 'Ehtiyat hissəsi gözlənilir' }, crm: 'REL' },
};

export interface PartSpec {
  material: string;
  text: string;
  unit: 'ADT' | 'PC' | 'M' | 'L' | 'KG';
  qty: [number, number];
}

export const PARTS: PartSpec[] = [
  { material: '1R-0750', text: 'FUEL FILTER', unit: 'PC', qty: [1, 4] },
  { material: '1R-1808', text: 'ENGINE OIL FILTER', unit: 'PC', qty: [1, 4] },
  { material: '326-1644', text: 'FUEL WATER SEPARATOR', unit: 'PC', qty: [1, 2] },
  { material: '093-7521', text: 'HYDRAULIC FILTER', unit: 'PC', qty: [1, 3] },
  { material: '142-1339', text: 'AIR FILTER PRIMARY', unit: 'PC', qty: [1, 2] },
  { material: '142-1340', text: 'AIR FILTER SECONDARY', unit: 'PC', qty: [1, 2] },
  { material: '7X-2552', text: 'BOLT M16', unit: 'PC', qty: [4, 24] },
  { material: '8T-4121', text: 'HARD WASHER', unit: 'PC', qty: [4, 24] },
  { material: '6V-8188', text: 'NUT', unit: 'PC', qty: [4, 16] },
  { material: '462-1171', text: 'SEAL KIT - CYLINDER', unit: 'ADT', qty: [1, 3] },
  { material: '352-1567', text: 'GASKET KIT - ENGINE', unit: 'ADT', qty: [1, 2] },
  { material: '246-1798', text: 'O-RING KIT', unit: 'ADT', qty: [1, 2] },
  { material: '2P-8198', text: 'HOSE ASSEMBLY', unit: 'PC', qty: [1, 4] },
  { material: 'HSE-12-4SH', text: 'HYDRAULIC HOSE 1/2" 4SH', unit: 'M', qty: [2, 25] },
  { material: 'HSE-34-4SH', text: 'HYDRAULIC HOSE 3/4" 4SH', unit: 'M', qty: [2, 20] },
  { material: '3E-9713', text: 'CAT DEO-ULS 15W-40', unit: 'L', qty: [20, 208] },
  { material: '475-7342', text: 'CAT HYDO ADVANCED 10', unit: 'L', qty: [20, 400] },
  { material: '1U-9891', text: 'CAT TDTO SAE 30', unit: 'L', qty: [20, 120] },
  { material: '350-8793', text: 'CAT FDAO SYN', unit: 'L', qty: [10, 60] },
  { material: '238-8634', text: 'CAT ELC COOLANT', unit: 'L', qty: [20, 100] },
  { material: '452-5996', text: 'CAT PREMIUM GREASE', unit: 'KG', qty: [2, 18] },
  { material: '508-2184', text: 'CAT ADVANCED WATER RESISTANT GREASE', unit: 'KG', qty: [2, 18] },
  { material: '1U-3352', text: 'BUCKET TIP', unit: 'PC', qty: [4, 10] },
  { material: '8E-6358', text: 'RETAINER PIN', unit: 'PC', qty: [4, 10] },
  { material: '9W-8365', text: 'TRACK SHOE', unit: 'PC', qty: [10, 48] },
  { material: '194-8390', text: 'TRACK ROLLER', unit: 'PC', qty: [1, 8] },
  { material: '6I-4637', text: 'WATER PUMP', unit: 'PC', qty: [1, 1] },
  { material: '10R-2997', text: 'TURBOCHARGER GP', unit: 'PC', qty: [1, 1] },
  { material: '20R-1265', text: 'FUEL INJECTOR', unit: 'PC', qty: [1, 8] },
  { material: '312-5620', text: 'ALTERNATOR', unit: 'PC', qty: [1, 1] },
  { material: '275-4487', text: 'STARTER MOTOR', unit: 'PC', qty: [1, 1] },
  { material: '225-5552', text: 'V-BELT', unit: 'PC', qty: [1, 3] },
  { material: '9X-3401', text: 'LIP SEAL', unit: 'PC', qty: [1, 6] },
  { material: '4P-7429', text: 'PIN', unit: 'PC', qty: [1, 4] },
  { material: '8E-9806', text: 'BUSHING', unit: 'PC', qty: [1, 4] },
  { material: 'CBL-2.5', text: 'ELECTRIC CABLE 2.5 MM2', unit: 'M', qty: [5, 50] },
  { material: '153-5722', text: 'BATTERY 12V 190AH', unit: 'PC', qty: [1, 2] },
];

export const FLUID_BRANDS = [
  'CAT DEO-ULS 15W-40',
  'CAT DEO 10W-30',
  'CAT HYDO Advanced 10',
  'CAT TDTO 30',
  'CAT TDTO 50',
  'CAT FDAO SYN',
  'CAT ELC',
  'Shell Rimula R4 X 15W-40',
  'Mobil Delvac MX 15W-40',
  'Castrol Vecton 15W-40',
  'Petrol Ofisi Maxima 15W-40',
  'Lukoil Avantgarde Professional 15W-40',
  'Rosneft Maximum 15W-40',
  'Gazpromneft Diesel Premium 15W-40',
];

/** Sampled compartment -> typical fluid viscosity grades. */
export const COMPARTMENTS: [string, string[]][] = [
  ['ENGINE', ['15W-40', '10W-30']],
  ['HYDRAULIC', ['10W', '30']],
  ['TRANSMISSION', ['30', '10W']],
  ['FINAL DRIVE LH', ['50', '60']],
  ['FINAL DRIVE RH', ['50', '60']],
  ['DIFFERENTIAL', ['50', '60']],
  ['SWING DRIVE', ['50']],
  ['COOLANT', ['ELC']],
];

/** SIMS defect codes (code, text per language). */
export const DEFECTS: [string, Record<Lang, string>][] = [
  ['LK', { tr: 'Kaçak', ru: 'Утечка', az: 'Sızma' }],
  ['WR', { tr: 'Aşınma', ru: 'Износ', az: 'Aşınma' }],
  ['CR', { tr: 'Çatlak', ru: 'Трещина', az: 'Çat' }],
  ['BR', { tr: 'Kırılma', ru: 'Поломка', az: 'Qırılma' }],
  ['OH', { tr: 'Aşırı ısınma', ru: 'Перегрев', az: 'Həddindən artıq qızma' }],
  ['CT', { tr: 'Kirlenme', ru: 'Загрязнение', az: 'Çirklənmə' }],
  ['EL', { tr: 'Elektrik arızası', ru: 'Электрическая неисправность', az: 'Elektrik nasazlığı' }],
  ['NV', { tr: 'Ses / titreşim', ru: 'Шум / вибрация', az: 'Səs / vibrasiya' }],
];

