// GraphQL answers shared by the staff booking screens' component tests.
import { BOOKING_CUSTOMER_QUERY } from '../operations.ts';

/** Customer 7, Ana Keller, as the booking flow and the checkout read her. */
export const customerMock = (email: string | null) => ({
  request: { query: BOOKING_CUSTOMER_QUERY, variables: { id: 7 } },
  result: {
    data: {
      customer: {
        __typename: 'Customer' as const,
        id: 7,
        name: 'Ana Keller',
        email,
        phoneMobile: '+41791234567',
        phoneHome: null,
        phoneWork: null,
        phoneProMobile: null,
        noShowRecord: {
          __typename: 'CustomerNoShowRecord' as const,
          noShows: 2,
          lateCancellations: 1,
          cancellationNoticeHours: 24,
        },
      },
    },
  },
  maxUsageCount: 20,
});
