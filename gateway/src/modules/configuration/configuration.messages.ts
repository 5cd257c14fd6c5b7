import { defineMessages } from '../../lib/i18n.ts';

/** Configuration texts, fr and en (validation texts are @salon/shared's). */
export const m = defineMessages({
  pictureFormat: {
    fr: 'Image PNG ou JPEG attendue',
    de: 'Bitte ein PNG- oder JPEG-Bild verwenden',
    it: 'È richiesta un’immagine PNG o JPEG',
    en: 'PNG or JPEG image expected',
  },
  pictureSize: {
    fr: 'Image trop petite ({width}×{height}) : au moins 200×200 (800×1200 conseillé)',
    de: 'Bild zu klein ({width}×{height}): mindestens 200×200 (empfohlen: 800×1200)',
    it: 'Immagine troppo piccola ({width}×{height}): almeno 200×200 (consigliato 800×1200)',
    en: 'Image too small ({width}×{height}): at least 200×200 (800×1200 suggested)',
  },
  pictureBytes: {
    fr: "L'image dépasse {max} Mo",
    de: 'Das Bild ist grösser als {max} MB',
    it: 'L’immagine supera {max} MB',
    en: 'The image is larger than {max} MB',
  },
  notFound: { fr: 'Introuvable', de: 'Nicht gefunden', it: 'Non trovato', en: 'Not found' },
  unknownIds: {
    fr: 'Éléments inconnus : {ids}',
    de: 'Unbekannte Einträge: {ids}',
    it: 'Elementi sconosciuti: {ids}',
    en: 'Unknown items: {ids}',
  },
});
