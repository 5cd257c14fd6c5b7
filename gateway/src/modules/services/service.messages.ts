import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: commonText('notFound.service'),
  categoryNotFound: { fr: 'Catégorie introuvable', en: 'Category not found' },
  nameRequired: { fr: 'Un nom est obligatoire', en: 'A name is required' },
  duplicateLanguage: { fr: 'Une seule traduction par langue', en: 'One translation per language' },
  partOutside: {
    fr: 'La partie doit se terminer avant la fin de la prestation',
    en: 'The part must end within the service duration',
  },
  partsOverlap: { fr: 'Les parties se chevauchent', en: 'The parts overlap' },
  priceChanged: {
    fr: 'Un prix enregistré ne peut plus être modifié : ajoutez un nouveau prix à partir d’une date ultérieure',
    en: 'A saved price cannot be changed: add a new price from a later date',
  },
  priceNotLater: {
    fr: 'Un nouveau prix doit commencer après le dernier prix enregistré ({date})',
    en: 'A new price must start after the last saved price ({date})',
  },
  priceInPast: {
    fr: 'Un nouveau prix ne peut pas commencer dans le passé',
    en: 'A new price cannot start in the past',
  },
  self: { fr: 'Une prestation ne peut pas se référencer elle-même', en: 'A service cannot refer to itself' },
});
