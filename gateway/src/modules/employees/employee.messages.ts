import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  privateEvent: { fr: 'Privé', de: 'Privat', it: 'Privato', en: 'Private' },
  notFound: {
    fr: 'Employé introuvable',
    de: 'Mitarbeiter/in nicht gefunden',
    it: 'Collaboratore non trovato',
    en: 'Employee not found',
  },
  passwordRequired: {
    fr: 'Un mot de passe est obligatoire pour créer le compte',
    de: 'Für das neue Konto ist ein Passwort erforderlich',
    it: 'Per creare l’account è necessaria una password',
    en: 'A password is required to create the account',
  },
  ownLogin: {
    fr: 'Vous ne pouvez pas désactiver votre propre connexion',
    de: 'Sie können Ihre eigene Anmeldung nicht ausschalten',
    it: 'Non può disattivare il proprio accesso',
    en: 'You cannot disable your own login',
  },
  ownRole: {
    fr: 'Vous ne pouvez pas retirer vos propres droits d’administrateur',
    de: 'Sie können sich die Administratorrechte nicht selbst entziehen',
    it: 'Non può rimuovere i propri diritti di amministratore',
    en: 'You cannot remove your own administrator rights',
  },
  deleteSelf: {
    fr: 'Vous ne pouvez pas supprimer votre propre compte',
    de: 'Sie können Ihr eigenes Konto nicht löschen',
    it: 'Non può eliminare il proprio account',
    en: 'You cannot delete your own account',
  },
  icalForbidden: {
    fr: 'Seul l’employé ou un administrateur peut voir ce lien',
    de: 'Nur die Person selbst oder ein/e Administrator/in kann diesen Link sehen',
    it: 'Solo il collaboratore stesso o un amministratore può vedere questo link',
    en: 'Only the employee or an administrator can see this link',
  },
});
