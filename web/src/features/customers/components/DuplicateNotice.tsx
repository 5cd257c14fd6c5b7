import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatPhone } from '../../../domain/phone.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { CUSTOMER_DUPLICATES } from '../operations.ts';
import { customerMergeUrl, customerUrl } from '../urls.ts';

const DEBOUNCE_MS = 400;

interface DuplicateNoticeProps {
  email: string;
  phones: readonly string[];
  /** The customer shown or edited: never its own duplicate, and the merge link keeps it. */
  customerId?: number;
}

/**
 * Points out customers with the same e-mail or phone as the one being added or shown, with a link to
 * each and, once the customer exists, a link to merge them.
 */
export function DuplicateNotice({ email, phones, customerId }: DuplicateNoticeProps) {
  const { t } = useTranslation('customers');
  const key = useDebounced(JSON.stringify([email.trim(), phones.map((p) => p.trim()).filter(Boolean)]), DEBOUNCE_MS);
  const [settledEmail, settledPhones] = JSON.parse(key) as [string, string[]];
  const { data } = useQuery(CUSTOMER_DUPLICATES, {
    variables: { email: settledEmail || null, phones: settledPhones, excludeId: customerId ?? null },
    skip: !settledEmail.includes('@') && settledPhones.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const found = data?.customerDuplicates ?? [];
  if (!found.length) return null;
  return (
    <Alert severity="warning" data-testid="customer-duplicates">
      <Box component="strong" sx={{ display: 'block' }}>
        {t('duplicates.title', { count: found.length })}
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {found.map((c) => {
          const contact = [
            c.email,
            ...[c.phoneMobile, c.phoneHome, c.phoneProMobile, c.phoneWork].map((p) => formatPhone(p)),
          ].filter(Boolean);
          return (
            <li key={c.id} data-testid={`duplicate-${c.id}`}>
              <Link component={RouterLink} to={customerUrl(c.id)}>
                {c.name}
              </Link>
              {contact.length ? ` · ${contact.join(' · ')}` : ''}
              {customerId ? (
                <>
                  {' · '}
                  <Link
                    component={RouterLink}
                    to={customerMergeUrl([c.id, customerId])}
                    data-testid={`duplicate-merge-${c.id}`}
                  >
                    {t('duplicates.merge')}
                  </Link>
                </>
              ) : null}
            </li>
          );
        })}
      </Box>
      {customerId ? null : <Box sx={{ mt: 0.5 }}>{t('duplicates.addAnyway')}</Box>}
    </Alert>
  );
}
