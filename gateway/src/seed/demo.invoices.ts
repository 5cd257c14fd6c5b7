// The demo's open invoice: a hotel (a professional customer) whose team had treatments last month,
// invoiced to be paid by bank transfer, so its PDF carries a Swiss QR-bill for the balance.
import moment from 'moment-timezone';
import type { Prisma } from '../generated/prisma/client.ts';
import { invoiceState, lineAmounts } from '../modules/invoice-core/index.ts';
import { TZ } from './demo.data.ts';
import type { ServiceRows } from './demo.places.ts';

export async function seedOpenInvoice(
  tx: Prisma.TransactionClient,
  vendorId: number,
  serviceRows: ServiceRows,
  today: string,
) {
  const hotel = await tx.customer.create({
    data: {
      vendorId,
      type: 'PROFESSIONAL',
      companyName: 'Hôtel du Lac SA',
      firstname: 'Claudine',
      lastname: 'Rochat',
      gender: 'MRS',
      email: 'comptabilite.hotel-du-lac@example.ch',
      address: 'Avenue de Rhodanie 8',
      zip: '1007',
      city: 'Lausanne',
      language: 'fr',
      createdAt: moment.tz(today, TZ).subtract(60, 'days').toDate(),
    },
  });
  const sold = [
    { key: 'hydrafacial', quantity: 3 },
    { key: 'manicure', quantity: 2 },
  ];
  const lines = sold.map(({ key, quantity }) => {
    const service = serviceRows.get(key)!;
    return {
      serviceId: service.id,
      description: service.spec.names.fr,
      ...lineAmounts({ unitPrice: service.spec.price, quantity, discountPercent: 10 }),
    };
  });
  const state = invoiceState(lines, []);
  return tx.invoice.create({
    data: {
      vendorId,
      customerId: hotel.id,
      status: state.status,
      total: state.total,
      balance: state.balance,
      createdAt: moment.tz(`${today} 09:00`, 'YYYY-MM-DD HH:mm', TZ).subtract(10, 'days').toDate(),
      lines: { create: lines },
    },
  });
}
