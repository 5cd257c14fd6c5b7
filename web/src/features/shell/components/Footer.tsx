import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { vendorSignUpUrl } from '../../auth/urls.ts';
import { proUrl } from '../../home/urls.ts';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="shell-footer">
      <div className="lk-container lk-container-lg shell-footer-inner">
        <p className="lk-body2">{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <div className="shell-footer-links lk-body2">
          <RouterLink to={proUrl()} className="lk-link-plain">
            {t('footer.pro')}
          </RouterLink>
          <RouterLink to={vendorSignUpUrl()} className="lk-link-plain">
            {t('footer.vendorSignUp')}
          </RouterLink>
          <p className="lk-body2">{t('footer.madeIn')}</p>
        </div>
      </div>
    </footer>
  );
}
