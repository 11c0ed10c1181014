/** Lists are written as '|'-separated text: a hundred short names read better on a few lines than one per line. */
const list = (text: string): readonly string[] => text.split('|').map((word) => word.trim());

export const BAHRAIN_AREAS = list(
  'Manama|Muharraq|Riffa|Hamad Town|Isa Town|Sitra|Budaiya|Juffair|Seef|Saar|Amwaj Islands|Zallaq|Adliya|Tubli|Janabiya|Hidd',
);

export const MALE_FIRST_NAMES = list(
  'Ahmed|Mohammed|Ali|Hussain|Hasan|Abdulla|Yusuf|Khalid|Ebrahim|Jassim|Salman|Faisal|Mahmood|Isa|Nasser|Hamad|Sayed Majeed|Rashid',
);

export const FEMALE_FIRST_NAMES = list(
  'Fatima|Maryam|Zainab|Noora|Aisha|Sara|Layla|Hessa|Amina|Dana|Shaikha|Reem|Latifa|Ghadeer|Zahra|Mona|Buthaina|Eman',
);

export const FAMILY_NAMES = list(
  'Al-Sayed|Al-Aradi|Al-Jishi|Al-Mannai|Al-Doseri|Al-Binali|Al-Kooheji|Al-Hashimi|Al-Ansari|Al-Shehabi|Janahi|Al-Khaja|' +
    'Al-Noaimi|Al-Qassab|Bukhammas|Al-Musallam|Al-Sabbagh|Al-Bastaki|Matar|Al-Ghatam|Al-Mahmood|Al-Awadhi|Radhi|Al-Mulla',
);
