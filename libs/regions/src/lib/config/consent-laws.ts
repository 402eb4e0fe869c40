import type { RegionCode } from './regions.config';

/** The law each region's rule follows, for its cookie policy page and the record. */
export const CONSENT_LAWS: Readonly<Record<RegionCode, string>> = {
  ae: 'Federal Decree-Law No. 45 of 2021 (PDPL), art. 4–6',
  om: 'Royal Decree No. 6/2022 (Personal Data Protection Law)',
  mx: 'LFPDPPP (2025) and the Lineamientos del Aviso de Privacidad on tracking technologies',
  ru: 'Federal Law No. 152-FZ on personal data, art. 9',
  by: 'Law No. 99-Z of 7 May 2021 on personal data protection',
  br: 'Law No. 13.709/2018 (LGPD) and the ANPD cookie guide (2022)',
  qa: 'Law No. 13 of 2016 (PDPPL)',
  sa: 'Personal Data Protection Law (Royal Decree M/19, 2021)',
  es: 'LSSI-CE art. 22.2, GDPR art. 6–7 and the AEPD cookie guide (2024)',
  co: 'Law 1581 of 2012, art. 9',
  eg: 'Law No. 151 of 2020 on personal data protection',
  kz: 'Law No. 94-V of 21 May 2013 on personal data, art. 7',
  ma: 'Law No. 09-08 and the CNDP’s guidance',
  ge: 'Law on Personal Data Protection (2023)',
  uz: 'Law No. ZRU-547 of 2 July 2019 on personal data',
};
