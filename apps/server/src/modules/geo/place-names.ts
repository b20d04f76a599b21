// The words people use for places that the gazetteer does not carry: exonyms (Munich/München,
// Genève/Geneva/Genf), nicknames (NYC, Casa), regions used as hints (QC, Texas, Vaud, England) and
// extra country names. Country names in French, English, Spanish and German come from Intl (ICU), so
// only what ICU does not know is listed here. Keys are written naturally; the gazetteer normalises them.

/** alias → [the gazetteer's name, ISO country]. The most populous place of that name and country is meant. */
export const CITY_ALIASES: ReadonlyArray<readonly [aliases: string[], name: string, country: string]> = [
  // France
  [['Île-de-France', 'IDF', 'Région parisienne', 'Paris intra-muros'], 'Paris', 'FR'],
  // Belgium
  [['Bruxelles', 'Brussel', 'Bruselas', 'Brüssel', 'Bruxelles-Capitale'], 'Brussels', 'BE'],
  [['Anvers', 'Antwerp', 'Amberes'], 'Antwerpen', 'BE'],
  [['Gand', 'Ghent', 'Gante'], 'Gent', 'BE'],
  [['Louvain', 'Lovaina'], 'Leuven', 'BE'],
  [['Bruges', 'Brujas'], 'Brugge', 'BE'],
  [['Malines'], 'Mechelen', 'BE'],
  [['Courtrai'], 'Kortrijk', 'BE'],
  [['Ostende', 'Oostende'], 'Ostend', 'BE'],
  [['Luik', 'Lüttich', 'Lieja'], 'Liège', 'BE'],
  // Switzerland
  [['Geneva', 'Genf', 'Ginebra', 'Ginevra'], 'Genève', 'CH'],
  [['Zurigo'], 'Zürich', 'CH'],
  [['Berne', 'Berna'], 'Bern', 'CH'],
  [['Bâle', 'Basilea', 'Basle'], 'Basel', 'CH'],
  [['Lucerne', 'Lucerna'], 'Luzern', 'CH'],
  [['Sion'], 'Sitten', 'CH'],
  [['Freiburg im Üechtland'], 'Fribourg', 'CH'],
  [['Coire'], 'Chur', 'CH'],
  [['Soleure'], 'Solothurn', 'CH'],
  [['Neuenburg'], 'Neuchâtel', 'CH'],
  [['Losanna', 'Lausana'], 'Lausanne', 'CH'],
  // Canada (Quebec)
  [['Quebec City', 'Québec City', 'Ville de Québec', 'Québec ville', 'Ciudad de Quebec'], 'Québec', 'CA'],
  // Spain
  [['Barcelone'], 'Barcelona', 'ES'],
  [['Séville', 'Seville'], 'Sevilla', 'ES'],
  [['Saragosse', 'Saragossa'], 'Zaragoza', 'ES'],
  [['La Corogne', 'A Coruña', 'La Coruña'], 'A Coruña', 'ES'],
  [['Saint-Sébastien', 'San Sebastián', 'Donostia'], 'Donostia / San Sebastián', 'ES'],
  [['Palma de Majorque', 'Palma de Mallorca'], 'Palma', 'ES'],
  // Germany
  [['München', 'Muenchen', 'Múnich', 'Monaco di Baviera'], 'Munich', 'DE'],
  [['Cologne', 'Colonia', 'Koeln'], 'Köln', 'DE'],
  [['Hambourg', 'Hamburgo', 'Amburgo'], 'Hamburg', 'DE'],
  [['Francfort', 'Frankfurt', 'Francfort-sur-le-Main', 'Fráncfort', 'Francoforte'], 'Frankfurt am Main', 'DE'],
  [['Nuremberg', 'Núremberg', 'Norimberga', 'Nuernberg'], 'Nürnberg', 'DE'],
  [['Dresde'], 'Dresden', 'DE'],
  [['Aix-la-Chapelle', 'Aquisgrán'], 'Aachen', 'DE'],
  [['Mayence'], 'Mainz', 'DE'],
  [['Trèves'], 'Trier', 'DE'],
  [['Sarrebruck'], 'Saarbrücken', 'DE'],
  [['Brême'], 'Bremen', 'DE'],
  [['Hanovre'], 'Hannover', 'DE'],
  [['Berlino'], 'Berlin', 'DE'],
  // Italy
  [['Roma', 'Rom'], 'Rome', 'IT'],
  [['Milano', 'Mailand', 'Milán'], 'Milan', 'IT'],
  [['Napoli', 'Neapel', 'Nápoles'], 'Naples', 'IT'],
  [['Torino', 'Turín'], 'Turin', 'IT'],
  [['Firenze', 'Florenz', 'Florencia'], 'Florence', 'IT'],
  [['Venise', 'Venezia', 'Venedig', 'Venecia'], 'Venice', 'IT'],
  [['Gênes', 'Genova', 'Genua'], 'Genoa', 'IT'],
  [['Bologne', 'Bolonia'], 'Bologna', 'IT'],
  [['Palerme'], 'Palermo', 'IT'],
  // United Kingdom
  [['Londres', 'Londra', 'London City'], 'London', 'GB'],
  [['Édimbourg', 'Edimburgo'], 'Edinburgh', 'GB'],
  [['Douvres'], 'Dover', 'GB'],
  [['Cantorbéry'], 'Canterbury', 'GB'],
  // United States
  [['New York', 'NYC', 'New-York', 'Nueva York', 'NY City', 'Manhattan'], 'New York City', 'US'],
  [['LA', 'Los Angeles CA'], 'Los Angeles', 'US'],
  [['SF', 'San Fran'], 'San Francisco', 'US'],
  [['La Nouvelle-Orléans', 'Nouvelle-Orléans', 'Nueva Orleans', 'NOLA'], 'New Orleans', 'US'],
  [['Washington DC', 'Washington D.C.', 'DC', 'Washington D C', 'Washington, D.C.'], 'Washington', 'US'],
  [['Philadelphie'], 'Philadelphia', 'US'],
  [['La Nouvelle-York'], 'New York City', 'US'],
  // Morocco
  [['Casa', 'Dar el Beida', 'Dar el Beïda'], 'Casablanca', 'MA'],
  [['Marrakech', 'Marrakesch', 'Marraquech'], 'Marrakesh', 'MA'],
  [['Fez'], 'Fès', 'MA'],
  [['Tanger', 'Tánger'], 'Tangier', 'MA'],
  [['Tetouan'], 'Tétouan', 'MA'],
  // Senegal
  [['Saint-Louis du Sénégal', 'Ndar'], 'Saint-Louis', 'SN'],
  // Elsewhere, often written by French speakers
  [['Wien', 'Viena'], 'Vienna', 'AT'],
  [['Lisbonne', 'Lisboa', 'Lissabon'], 'Lisbon', 'PT'],
  [['Oporto'], 'Porto', 'PT'],
  [['Prag', 'Praga'], 'Prague', 'CZ'],
  [['Varsovie', 'Warschau', 'Varsovia'], 'Warsaw', 'PL'],
  [['Cracovie', 'Krakau', 'Cracovia'], 'Kraków', 'PL'],
  [['Moscou', 'Moskau', 'Moscú'], 'Moscow', 'RU'],
  [['Athènes', 'Athen', 'Atenas'], 'Athens', 'GR'],
  [['Copenhague', 'Kopenhagen'], 'Copenhagen', 'DK'],
  [['La Haye', 'Den Haag', 'La Haya'], 'The Hague', 'NL'],
  [['Alger', 'Argel'], 'Algiers', 'DZ'],
  [['Le Caire', 'Kairo', 'El Cairo'], 'Cairo', 'EG'],
  [['Ciudad de México', 'CDMX'], 'Mexico City', 'MX'],
  [['Pékin', 'Peking'], 'Beijing', 'CN'],
  [['Luxembourg-Ville'], 'Luxembourg', 'LU'],
];

/**
 * Exonyms that are also the name of a smaller place at home (Vienne in Isère, Valence in Drôme):
 * used only when the text also names the foreign country ("Vienne, Autriche").
 */
export const HINT_ONLY_ALIASES: ReadonlyArray<readonly [aliases: string[], name: string, country: string]> = [
  [['Vienne'], 'Vienna', 'AT'],
  [['Valence'], 'Valencia', 'ES'],
  [['Grenade'], 'Granada', 'ES'],
  [['Cordoue'], 'Córdoba', 'ES'],
  [['Bergen'], 'Mons', 'BE'],
];

/** Country names ICU does not give (abbreviations, constituent nations, old or informal names). */
export const EXTRA_COUNTRY_NAMES: ReadonlyArray<readonly [names: string[], country: string]> = [
  [
    [
      'USA',
      'U.S.A.',
      'US',
      'U.S.',
      'Etats-Unis d’Amérique',
      'United States of America',
      'America',
      'Amérique',
      'EEUU',
      'EE.UU.',
      'EE UU',
      'Estados Unidos de América',
      'Amerika',
      'Vereinigte Staaten von Amerika',
    ],
    'US',
  ],
  [
    [
      'UK',
      'U.K.',
      'Great Britain',
      'Britain',
      'Grande-Bretagne',
      'Gran Bretaña',
      'Großbritannien',
      'Grossbritannien',
      'Angleterre',
      'England',
      'Inglaterra',
      'Écosse',
      'Scotland',
      'Escocia',
      'Schottland',
      'Pays de Galles',
      'Wales',
      'Gales',
    ],
    'GB',
  ],
  [['Holland', 'Hollande', 'Holanda', 'The Netherlands', 'Nederland'], 'NL'],
  [['Ivory Coast', 'Costa de Marfil', 'Elfenbeinküste'], 'CI'],
  [['Czechia', 'Tchéquie', 'Chequia', 'Tschechien'], 'CZ'],
  [['Belgie', 'België', 'Belgique'], 'BE'],
  [['Schweiz', 'Suisse', 'Svizzera', 'Svizra', 'Helvetia'], 'CH'],
  [['Deutschland', 'RFA', 'BRD'], 'DE'],
  [['España'], 'ES'],
  [['Italia'], 'IT'],
  [['Maghreb marocain', 'Royaume du Maroc', 'Al Maghrib'], 'MA'],
  [['Réunion', 'La Réunion', 'Ile de la Réunion'], 'RE'],
];

type Region = readonly [names: string[], country: string, adminCode: string];

/**
 * Regions that narrow a name ("Paris, Texas", "Londres, Ontario", "Saint-Denis, Île-de-France").
 * Admin codes are the gazetteer's (GeoNames): US state abbreviations, Canadian province numbers,
 * Swiss canton abbreviations, UK nations, Belgian regions, French regions.
 */
export const REGIONS: ReadonlyArray<Region> = [
  // Canada
  [['Québec', 'Quebec', 'QC', 'Province de Québec', 'PQ'], 'CA', '10'],
  [['Ontario', 'ON'], 'CA', '08'],
  [['Colombie-Britannique', 'British Columbia', 'BC', 'C.-B.'], 'CA', '02'],
  [['Alberta', 'AB'], 'CA', '01'],
  [['Manitoba', 'MB'], 'CA', '03'],
  [['Nouveau-Brunswick', 'New Brunswick', 'NB'], 'CA', '04'],
  [['Terre-Neuve-et-Labrador', 'Newfoundland and Labrador', 'Newfoundland', 'NL'], 'CA', '05'],
  [['Nouvelle-Écosse', 'Nova Scotia', 'NS'], 'CA', '07'],
  [['Île-du-Prince-Édouard', 'Prince Edward Island', 'PE', 'PEI'], 'CA', '09'],
  [['Saskatchewan', 'SK'], 'CA', '11'],
  // United Kingdom
  [['England', 'Angleterre', 'Inglaterra', 'ENG'], 'GB', 'ENG'],
  [['Scotland', 'Écosse', 'Escocia', 'Schottland'], 'GB', 'SCT'],
  [['Wales', 'Pays de Galles', 'Gales'], 'GB', 'WLS'],
  [['Northern Ireland', 'Irlande du Nord', 'Irlanda del Norte', 'Nordirland'], 'GB', 'NIR'],
  // Belgium
  [['Wallonie', 'Wallonia', 'Valonia', 'Wallonien'], 'BE', 'WAL'],
  [['Flandre', 'Flandres', 'Flanders', 'Vlaanderen', 'Flandes', 'Flandern'], 'BE', 'VLG'],
  [['Région de Bruxelles-Capitale', 'Bruxelles-Capitale', 'Brussels-Capital'], 'BE', 'BRU'],
  // Switzerland
  [['Genève', 'Geneva', 'Genf', 'GE'], 'CH', 'GE'],
  [['Vaud', 'Waadt', 'VD'], 'CH', 'VD'],
  [['Valais', 'Wallis', 'VS'], 'CH', 'VS'],
  [['Fribourg', 'Freiburg', 'FR'], 'CH', 'FR'],
  [['Neuchâtel', 'NE'], 'CH', 'NE'],
  [['Jura', 'JU'], 'CH', 'JU'],
  [['Berne', 'Bern', 'BE'], 'CH', 'BE'],
  [['Zurich', 'Zürich', 'ZH'], 'CH', 'ZH'],
  [['Tessin', 'Ticino', 'TI'], 'CH', 'TI'],
  [['Bâle-Ville', 'Basel-Stadt', 'BS'], 'CH', 'BS'],
  [['Lucerne', 'Luzern', 'LU'], 'CH', 'LU'],
  [['Argovie', 'Aargau', 'AG'], 'CH', 'AG'],
  [['Saint-Gall', 'St. Gallen', 'SG'], 'CH', 'SG'],
  // France
  [['Île-de-France', 'IDF', 'Région parisienne'], 'FR', '11'],
  [['Auvergne-Rhône-Alpes', 'Rhône-Alpes', 'Auvergne', 'ARA'], 'FR', '84'],
  [['Provence-Alpes-Côte d’Azur', 'PACA', 'Provence', 'Côte d’Azur', 'Region Sud'], 'FR', '93'],
  [['Occitanie', 'Languedoc', 'Midi-Pyrénées'], 'FR', '76'],
  [['Nouvelle-Aquitaine', 'Aquitaine'], 'FR', '75'],
  [['Bretagne', 'Brittany'], 'FR', '53'],
  [['Normandie', 'Normandy'], 'FR', '28'],
  [['Hauts-de-France', 'Nord-Pas-de-Calais', 'Picardie'], 'FR', '32'],
  [['Grand Est', 'Alsace', 'Lorraine', 'Champagne'], 'FR', '44'],
  [['Pays de la Loire'], 'FR', '52'],
  [['Centre-Val de Loire'], 'FR', '24'],
  [['Bourgogne-Franche-Comté', 'Bourgogne', 'Franche-Comté'], 'FR', '27'],
  [['Corse', 'Corsica'], 'FR', '94'],
  // United States: every state by code and English name, plus the French and Spanish names people use.
  ...(
    [
      ['AL', 'Alabama'],
      ['AK', 'Alaska'],
      ['AZ', 'Arizona'],
      ['AR', 'Arkansas'],
      ['CA', 'California', 'Californie'],
      ['CO', 'Colorado'],
      ['CT', 'Connecticut'],
      ['DE', 'Delaware'],
      ['DC', 'District of Columbia'],
      ['FL', 'Florida', 'Floride'],
      ['GA', 'Georgia', 'Géorgie'],
      ['HI', 'Hawaii', 'Hawaï'],
      ['ID', 'Idaho'],
      ['IL', 'Illinois'],
      ['IN', 'Indiana'],
      ['IA', 'Iowa'],
      ['KS', 'Kansas'],
      ['KY', 'Kentucky'],
      ['LA', 'Louisiana', 'Louisiane'],
      ['ME', 'Maine'],
      ['MD', 'Maryland'],
      ['MA', 'Massachusetts'],
      ['MI', 'Michigan'],
      ['MN', 'Minnesota'],
      ['MS', 'Mississippi'],
      ['MO', 'Missouri'],
      ['MT', 'Montana'],
      ['NE', 'Nebraska'],
      ['NV', 'Nevada'],
      ['NH', 'New Hampshire'],
      ['NJ', 'New Jersey'],
      ['NM', 'New Mexico', 'Nouveau-Mexique', 'Nuevo México'],
      ['NY', 'New York State', 'État de New York'],
      ['NC', 'North Carolina', 'Caroline du Nord', 'Carolina del Norte'],
      ['ND', 'North Dakota', 'Dakota du Nord'],
      ['OH', 'Ohio'],
      ['OK', 'Oklahoma'],
      ['OR', 'Oregon'],
      ['PA', 'Pennsylvania', 'Pennsylvanie'],
      ['RI', 'Rhode Island'],
      ['SC', 'South Carolina', 'Caroline du Sud', 'Carolina del Sur'],
      ['SD', 'South Dakota', 'Dakota du Sud'],
      ['TN', 'Tennessee'],
      ['TX', 'Texas', 'Tejas'],
      ['UT', 'Utah'],
      ['VT', 'Vermont'],
      ['VA', 'Virginia', 'Virginie'],
      ['WA', 'Washington State', 'État de Washington'],
      ['WV', 'West Virginia', 'Virginie-Occidentale'],
      ['WI', 'Wisconsin'],
      ['WY', 'Wyoming'],
    ] as const
  ).map(([code, ...names]): Region => [[code, ...names], 'US', code]),
];

/**
 * Places counted as one country when comparing a declared place with an IP: French overseas
 * departments and collectivities often appear under FR in IP registries, and their residents write
 * "La Réunion" or "Guadeloupe".
 */
export const SAME_COUNTRY_GROUPS: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'NC', 'PF', 'WF']),
];

/** Words around a place name that do not belong to it: "Paris 15e arrondissement", "75011 Paris Cedex". */
export const NOISE_WORDS = new Set(['arrondissement', 'arr', 'cedex']);
/** Leading words dropped when the full text is not a known place: "ville de Québec", "près de Lyon". */
export const LEADING_FILLERS = [
  'ville de',
  'ville d',
  'city of',
  'ciudad de',
  'stadt',
  'pres de',
  'proche de',
  'near',
  'cerca de',
  'bei',
  'region de',
  'region d',
  'agglomeration de',
  'banlieue de',
  'grand',
  'greater',
  'centre de',
  'centre ville de',
  'downtown',
];
/** Trailing words dropped the same way: "Quebec City", "Lyon métropole". */
export const TRAILING_FILLERS = [
  'city',
  'metropole',
  'area',
  'region',
  'stadt',
  'ville',
  'centre',
  'center',
  'downtown',
  'et environs',
];
