// Imports every module once, so each registers its types and fields on the builder.
import { builder } from './builder.ts';
import './modules/common/scalars.ts';
import './modules/common/errors.type.ts';
import './modules/common/pagination.ts';
import './modules/common/results.ts';
import './modules/auth/auth.type.ts';
import './modules/auth/auth.query.ts';
import './modules/auth/auth.mutation.ts';
import './modules/vendors/vendor.type.ts';
import './modules/vendors/location.type.ts';
import './modules/vendors/vendor.query.ts';
import './modules/services/service.type.ts';
import './modules/events/event.type.ts';
import './modules/events/event.query.ts';
import './modules/events/event.subscription.ts';
import './modules/availability/availability.query.ts';
import './modules/bookings/booking.type.ts';
import './modules/bookings/booking.mutation.ts';

export const schema = builder.toSchema({ sortSchema: true });
