import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSendButton } from '../EmailSendButton.tsx';
import { pushAlert } from '../../lib/alerts.ts';
import { getToken } from '../../lib/auth.ts';
import { useFileDownload } from '../../lib/useFileDownload.ts';
import { EMAIL_INVOICE } from './operations.ts';

/** The invoice as a PDF (staff, Bearer token): with its Swiss QR-bill while a balance is open. */
export const invoicePdfUrl = (id: number): string => `/api/invoices/${id}.pdf`;

/**
 * Prints the invoice's PDF: opened in a tab of its own, whose print dialog then opens; where the
 * browser refuses the tab, the receipt on screen is printed instead.
 */
async function printPdf(id: number, language: string) {
  const token = getToken();
  const response = await fetch(invoicePdfUrl(id), {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': language },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { data?: { message?: string } } | null;
    throw new Error(body?.data?.message ?? response.statusText);
  }
  const href = URL.createObjectURL(await response.blob());
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  const tab = window.open(href, '_blank');
  if (tab) tab.addEventListener('load', () => tab.print());
  else window.print();
}

interface InvoiceActionsProps {
  invoice: { id: number; customer?: { email?: string | null } | null };
  number: string;
}

/** Send the receipt by e-mail, download the invoice as PDF, print it. */
export function InvoiceActions({ invoice, number }: InvoiceActionsProps) {
  const { t, i18n } = useTranslation('invoice');
  const language = i18n.resolvedLanguage ?? 'fr';
  const [email] = useMutation(EMAIL_INVOICE);
  const { state, download } = useFileDownload<'pdf'>(language);
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      await printPdf(invoice.id, language);
    } catch (error) {
      pushAlert({ type: 'danger', message: t('invoice.pdfFailed', { reason: (error as Error).message }) });
    } finally {
      setPrinting(false);
    }
  };
  useEffect(() => {
    if (state.error) pushAlert({ type: 'danger', message: t('invoice.pdfFailed', { reason: state.error }) });
  }, [state.error, t]);
  return (
    <Box className="no-print" sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
      <EmailSendButton
        defaultTo={invoice.customer?.email}
        data-testid="invoice-email"
        onSend={async (to) => {
          const { data: sent, error: failure } = await email({ variables: { id: invoice.id, to } });
          const answer = sent?.emailInvoice;
          if (answer?.__typename === 'MutationEmailInvoiceSuccess') return { to: answer.data };
          return { error: (answer && 'message' in answer ? answer.message : failure?.message) ?? '' };
        }}
      />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={state.active != null}
        onClick={() => void download('pdf', invoicePdfUrl(invoice.id), `${number}.pdf`)}
        data-testid="invoice-pdf"
      >
        {state.active ? t('invoice.pdfLoading') : t('invoice.pdf')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        disabled={printing}
        onClick={() => void print()}
        data-testid="invoice-print"
      >
        {t('invoice.print')}
      </Button>
    </Box>
  );
}
