import type { DetailType, Localized, SeedDetail } from './types';

const detail = (type: DetailType, key: string, es: string, en: string): SeedDetail => ({
  key,
  type,
  name: { es, en } satisfies Localized,
});

const included = (key: string, es: string, en: string) => detail('included', key, es, en);
const notIncluded = (key: string, es: string, en: string) => detail('not_included', key, es, en);
const requirement = (key: string, es: string, en: string) => detail('requirements', key, es, en);
const recommendation = (key: string, es: string, en: string) => detail('recommendations', key, es, en);

/**
 * Included / not included / requirements / recommendations lines (docs/product.md § Experience).
 * Keys are unique across all types; the same idea on both sides gets two keys (hotel-pickup vs
 * no-hotel-pickup) so a template can never list one detail as both included and excluded.
 */
export const details: SeedDetail[] = [
  included(
    'round-trip-transport',
    'Transporte ida y vuelta con aire acondicionado',
    'Air-conditioned round-trip transportation',
  ),
  included('hotel-pickup', 'Recogida en hoteles de la zona', 'Pickup from hotels in the area'),
  included('bilingual-guide', 'Guía bilingüe (español e inglés)', 'Bilingual guide (Spanish and English)'),
  included('certified-guide', 'Guía local certificado', 'Certified local guide'),
  included('naturalist-guide', 'Guía naturalista especializado', 'Specialist naturalist guide'),
  included('instructor', 'Instructor certificado', 'Certified instructor'),
  included('captain-crew', 'Capitán y tripulación', 'Captain and crew'),
  included('bottled-water', 'Agua embotellada', 'Bottled water'),
  included('snacks', 'Refrigerio y fruta de temporada', 'Snacks and seasonal fruit'),
  included('breakfast', 'Desayuno típico', 'Traditional breakfast'),
  included('lunch', 'Almuerzo típico', 'Traditional lunch'),
  included('dinner', 'Cena típica', 'Traditional dinner'),
  included(
    'seafood-lunch',
    'Almuerzo de pescado o mariscos frente al mar',
    'Fish or seafood lunch by the sea',
  ),
  included('tastings', 'Degustaciones durante el recorrido', 'Tastings along the way'),
  included('soft-drinks', 'Refrescos y jugos naturales', 'Soft drinks and fresh juices'),
  included('welcome-drink', 'Bebida de bienvenida', 'Welcome drink'),
  included('open-bar', 'Barra libre de ron, cerveza y refrescos', 'Open bar with rum, beer and soft drinks'),
  included('coffee-tasting', 'Degustación de café', 'Coffee tasting'),
  included(
    'snorkel-gear',
    'Equipo de snorkel (máscara, tubo y aletas)',
    'Snorkel gear (mask, snorkel and fins)',
  ),
  included('life-jackets', 'Chalecos salvavidas', 'Life jackets'),
  included(
    'safety-gear',
    'Equipo de seguridad: casco, arnés y guantes',
    'Safety gear: helmet, harness and gloves',
  ),
  included('dive-gear', 'Equipo completo de buceo y tanques', 'Full scuba equipment and tanks'),
  included('surf-gear', 'Tabla de surf y licra', 'Surfboard and rash guard'),
  included(
    'paddle-gear',
    'Kayak o tabla de paddle, remo y chaleco',
    'Kayak or paddleboard, paddle and life jacket',
  ),
  included('bike-helmet', 'Bicicleta y casco', 'Bike and helmet'),
  included('atv-vehicle', 'Cuatrimoto, casco y gafas protectoras', 'ATV, helmet and goggles'),
  included('entrance-fees', 'Entradas a parques y atracciones', 'Entrance fees to parks and attractions'),
  included('boat-ride', 'Paseo en lancha', 'Boat ride'),
  included('accident-insurance', 'Seguro de accidentes', 'Accident insurance'),
  included('digital-photos', 'Fotos digitales del recorrido', 'Digital photos of the tour'),
  included('binoculars', 'Binoculares y telescopio de observación', 'Binoculars and spotting scope'),
  included(
    'cooking-ingredients',
    'Ingredientes, delantal y recetario',
    'Ingredients, apron and recipe booklet',
  ),
  included('coffee-bag', 'Bolsa de café de la finca para llevar', 'A bag of the farm’s coffee to take home'),
  included('chocolate-bar', 'Tableta de chocolate hecha por ti', 'A chocolate bar you make yourself'),
  included('towels', 'Toallas', 'Towels'),
  included('yoga-mat', 'Mat de yoga y accesorios', 'Yoga mat and props'),
  included('flashlight', 'Linterna', 'Flashlight'),
  included('dance-class', 'Clase de baile con instructor', 'Dance class with an instructor'),
  included('local-taxes', 'Impuestos locales', 'Local taxes'),

  notIncluded('no-hotel-pickup', 'Recogida en el hotel', 'Hotel pickup'),
  notIncluded('no-transport', 'Transporte hasta el punto de encuentro', 'Transport to the meeting point'),
  notIncluded('tips', 'Propinas', 'Tips'),
  notIncluded('alcoholic-drinks', 'Bebidas alcohólicas', 'Alcoholic drinks'),
  notIncluded('no-lunch', 'Almuerzo', 'Lunch'),
  notIncluded('extra-food', 'Comidas y bebidas no mencionadas', 'Food and drinks not mentioned'),
  notIncluded('personal-expenses', 'Gastos personales y souvenirs', 'Personal expenses and souvenirs'),
  notIncluded(
    'pro-photos-extra',
    'Fotos profesionales (se venden aparte)',
    'Professional photos (sold separately)',
  ),
  notIncluded(
    'park-fee-extra',
    'Entrada al parque nacional (se paga en taquilla)',
    'National park fee (paid at the gate)',
  ),
  notIncluded('travel-insurance', 'Seguro de viaje', 'Travel insurance'),
  notIncluded('gear-rental', 'Alquiler de equipo adicional', 'Additional equipment rental'),
  notIncluded(
    'island-tax',
    'Impuesto de ingreso a la isla o comarca',
    'Island or indigenous territory entry tax',
  ),
  notIncluded('dock-fee', 'Tasa de muelle', 'Dock fee'),
  notIncluded('spa-extras', 'Tratamientos adicionales de spa', 'Additional spa treatments'),

  requirement('id-passport', 'Documento de identidad o pasaporte vigente', 'Valid ID or passport'),
  requirement('know-how-to-swim', 'Saber nadar', 'Know how to swim'),
  requirement('good-fitness', 'Buena condición física', 'Good physical condition'),
  requirement('moderate-fitness', 'Condición física moderada', 'Moderate fitness'),
  requirement('closed-shoes', 'Zapatos cerrados con buen agarre', 'Closed-toe shoes with good grip'),
  requirement(
    'legal-drinking-age',
    'Ser mayor de 18 años para consumir alcohol',
    'Be 18 or older to drink alcohol',
  ),
  requirement('no-pregnant', 'No recomendado para mujeres embarazadas', 'Not recommended for pregnant women'),
  requirement(
    'no-back-heart',
    'No apto para personas con problemas de espalda o del corazón',
    'Not suitable for people with back or heart problems',
  ),
  requirement(
    'max-weight',
    'Peso máximo de 120 kg por participante',
    'Maximum weight 120 kg per participant',
  ),
  requirement(
    'dive-certification',
    'Certificación de buceo vigente (Open Water o superior)',
    'Valid dive certification (Open Water or higher)',
  ),
  requirement(
    'sign-waiver',
    'Firmar el formulario de exoneración de responsabilidad',
    'Sign the liability waiver',
  ),
  requirement('arrive-early', 'Llegar 15 minutos antes de la salida', 'Arrive 15 minutes before departure'),
  requirement(
    'no-alcohol-before',
    'No consumir alcohol antes de la actividad',
    'No alcohol before the activity',
  ),
  requirement(
    'minors-with-adult',
    'Menores acompañados por un adulto',
    'Minors must be accompanied by an adult',
  ),
  requirement(
    'driver-license',
    'Licencia de conducir vigente para manejar',
    'Valid driver’s license to drive',
  ),

  recommendation('sunscreen', 'Protector solar biodegradable', 'Reef-safe sunscreen'),
  recommendation('insect-repellent', 'Repelente de insectos', 'Insect repellent'),
  recommendation('swimwear', 'Traje de baño', 'Swimwear'),
  recommendation('change-clothes', 'Muda de ropa seca', 'A change of dry clothes'),
  recommendation('bring-towel', 'Toalla', 'Towel'),
  recommendation('hat-sunglasses', 'Gorra o sombrero y lentes de sol', 'Hat or cap and sunglasses'),
  recommendation('rain-jacket', 'Impermeable o chaqueta ligera', 'Rain jacket or light jacket'),
  recommendation(
    'warm-layers',
    'Ropa abrigada para el frío de la montaña',
    'Warm layers for the mountain cold',
  ),
  recommendation('cash', 'Efectivo para compras locales', 'Cash for local purchases'),
  recommendation('waterproof-phone', 'Funda impermeable para el celular', 'Waterproof phone case'),
  recommendation('reusable-bottle', 'Botella de agua reutilizable', 'Reusable water bottle'),
  recommendation('comfortable-clothes', 'Ropa cómoda y ligera', 'Comfortable, lightweight clothing'),
  recommendation(
    'water-shoes',
    'Sandalias o zapatos que se puedan mojar',
    'Sandals or shoes that can get wet',
  ),
  recommendation('hiking-boots', 'Botas de montaña', 'Hiking boots'),
  recommendation('headlamp', 'Linterna frontal', 'Headlamp'),
  recommendation(
    'seasickness-pill',
    'Pastilla para el mareo si eres sensible',
    'Motion-sickness tablets if you are prone to it',
  ),
  recommendation(
    'light-breakfast',
    'Desayunar algo ligero antes de salir',
    'Have a light breakfast before you go',
  ),
  recommendation('small-backpack', 'Mochila pequeña', 'Small backpack'),
  recommendation('long-pants', 'Pantalón largo', 'Long trousers'),
  recommendation('camera', 'Cámara o celular con batería cargada', 'Camera or phone with a charged battery'),
  recommendation('appetite', 'Venir con hambre', 'Come hungry'),
  recommendation('dancing-shoes', 'Zapatos cómodos para bailar', 'Comfortable shoes for dancing'),
];
