import { defineMessages } from '../../lib/i18n.ts';

/** Configuration texts, fr and en (validation texts are @salon/shared's). */
export const m = defineMessages({
  pictureFormat: { fr: 'Image PNG ou JPEG attendue', en: 'PNG or JPEG image expected' },
  pictureSize: {
    fr: 'Image trop petite ({width}×{height}) : au moins 200×200 (800×1200 conseillé)',
    en: 'Image too small ({width}×{height}): at least 200×200 (800×1200 suggested)',
  },
  pictureBytes: { fr: "L'image dépasse {max} Mo", en: 'The image is larger than {max} MB' },
  notFound: { fr: 'Introuvable', en: 'Not found' },
  unknownIds: { fr: 'Éléments inconnus : {ids}', en: 'Unknown items: {ids}' },
});
