import { commonText, defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: commonText('notFound.service'),
  categoryNotFound: {
    fr: 'Catégorie introuvable',
    de: 'Kategorie nicht gefunden',
    it: 'Categoria non trovata',
    en: 'Category not found',
  },
  nameRequired: {
    fr: 'Un nom est obligatoire',
    de: 'Ein Name ist Pflicht',
    it: 'Il nome è obbligatorio',
    en: 'A name is required',
  },
  duplicateLanguage: {
    fr: 'Une seule traduction par langue',
    de: 'Nur eine Übersetzung pro Sprache',
    it: 'Una sola traduzione per lingua',
    en: 'One translation per language',
  },
  partOutside: {
    fr: 'La partie doit se terminer avant la fin de la prestation',
    de: 'Der Teil muss vor dem Ende der Dienstleistung enden',
    it: 'La parte deve terminare entro la durata del servizio',
    en: 'The part must end within the service duration',
  },
  partsOverlap: {
    fr: 'Les parties se chevauchent',
    de: 'Die Teile überschneiden sich',
    it: 'Le parti si sovrappongono',
    en: 'The parts overlap',
  },
  priceChanged: {
    fr: 'Un prix enregistré ne peut plus être modifié : ajoutez un nouveau prix à partir d’une date ultérieure',
    de: 'Ein gespeicherter Preis kann nicht mehr geändert werden: Erfassen Sie einen neuen Preis ab einem späteren Datum',
    it: 'Un prezzo salvato non può più essere modificato: aggiungere un nuovo prezzo a partire da una data successiva',
    en: 'A saved price cannot be changed: add a new price from a later date',
  },
  priceNotLater: {
    fr: 'Un nouveau prix doit commencer après le dernier prix enregistré ({date})',
    de: 'Ein neuer Preis muss nach dem letzten gespeicherten Preis beginnen ({date})',
    it: 'Un nuovo prezzo deve iniziare dopo l’ultimo prezzo salvato ({date})',
    en: 'A new price must start after the last saved price ({date})',
  },
  priceInPast: {
    fr: 'Un nouveau prix ne peut pas commencer dans le passé',
    de: 'Ein neuer Preis kann nicht in der Vergangenheit beginnen',
    it: 'Un nuovo prezzo non può iniziare nel passato',
    en: 'A new price cannot start in the past',
  },
  self: {
    fr: 'Une prestation ne peut pas se référencer elle-même',
    de: 'Eine Dienstleistung kann nicht auf sich selbst verweisen',
    it: 'Un servizio non può riferirsi a sé stesso',
    en: 'A service cannot refer to itself',
  },
});
