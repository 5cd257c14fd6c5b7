import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { claimsAtom, isCustomer, isStaff } from '../../../lib/auth.ts';
import { myAccountUrl } from '../../account/urls.ts';
import { agendaUrl } from '../../agenda/urls.ts';
import { LOGIN_PATH, logoutUrl } from '../../auth/urls.ts';
import { homeUrl } from '../../home/urls.ts';
import { LanguageSwitch } from '../../../components/LanguageSwitch.tsx';
import { Icon, LOGIN, LOGOUT, MENU, PERSON } from '../../../components/light/icons.tsx';

interface NavbarProps {
  /** The staff sidebar is part of the page (its menu button shows when it is not permanent). */
  sidebar: boolean;
  permanentSidebar: boolean;
  onMenu: () => void;
}

/** The top bar: the product's name, the agenda or my account, the language and the session button. */
export function Navbar({ sidebar, permanentSidebar, onMenu }: NavbarProps) {
  const { t } = useTranslation();
  const claims = useAtomValue(claimsAtom);
  const staff = isStaff(claims);
  const { pathname } = useLocation();
  // Plain elements (shell.css) drawn like the theme's AppBar and buttons: the frame is on every page.
  return (
    <header className="shell-navbar">
      <div className="shell-toolbar">
        {sidebar && !permanentSidebar ? (
          <button
            type="button"
            className="lk-icon-btn"
            style={{ marginLeft: -12 }}
            onClick={onMenu}
            aria-label={t('nav.menu')}
          >
            <Icon path={MENU} />
          </button>
        ) : null}
        <RouterLink to={staff ? agendaUrl() : homeUrl()} className="shell-brand">
          {t('productName')}
        </RouterLink>
        <nav aria-label={t('nav.mainNavigation')} className="shell-nav">
          {staff && !permanentSidebar ? (
            <RouterLink
              to={agendaUrl()}
              data-testid="nav-agenda"
              className={`lk-btn lk-btn-text lk-btn-sm${sidebar ? ' shell-wide-only' : ''}`}
            >
              {t('nav.agenda')}
            </RouterLink>
          ) : null}
          {isCustomer(claims) && !staff ? (
            <RouterLink
              to={myAccountUrl()}
              aria-label={t('nav.myAccount')}
              data-testid="nav-my-account"
              className="lk-btn lk-btn-text lk-btn-sm shell-compact"
            >
              <Icon path={PERSON} />
              <span>{t('nav.myAccount')}</span>
            </RouterLink>
          ) : null}
          <LanguageSwitch />
          {claims ? (
            <RouterLink
              to={logoutUrl()}
              aria-label={t('nav.logout')}
              className="lk-btn lk-btn-soft lk-btn-sm shell-compact"
            >
              <Icon path={LOGOUT} />
              <span>{t('nav.logout')}</span>
            </RouterLink>
          ) : pathname === LOGIN_PATH ? null : (
            <RouterLink
              to={LOGIN_PATH}
              aria-label={t('nav.login')}
              className="lk-btn lk-btn-primary lk-btn-sm shell-compact"
            >
              <Icon path={LOGIN} />
              <span>{t('nav.login')}</span>
            </RouterLink>
          )}
        </nav>
      </div>
    </header>
  );
}
