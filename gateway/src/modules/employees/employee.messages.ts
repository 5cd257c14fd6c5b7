import { defineMessages } from '../../lib/i18n.ts';

export const m = defineMessages({
  notFound: { fr: 'Employé introuvable', en: 'Employee not found' },
  passwordRequired: {
    fr: 'Un mot de passe est obligatoire pour créer le compte',
    en: 'A password is required to create the account',
  },
  ownLogin: {
    fr: 'Vous ne pouvez pas désactiver votre propre connexion',
    en: 'You cannot disable your own login',
  },
  ownRole: {
    fr: 'Vous ne pouvez pas retirer vos propres droits d’administrateur',
    en: 'You cannot remove your own administrator rights',
  },
  deleteSelf: { fr: 'Vous ne pouvez pas supprimer votre propre compte', en: 'You cannot delete your own account' },
  icalForbidden: {
    fr: 'Seul l’employé ou un administrateur peut voir ce lien',
    en: 'Only the employee or an administrator can see this link',
  },
});
