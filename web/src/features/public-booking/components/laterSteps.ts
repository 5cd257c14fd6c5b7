// What the public booking shows after step 1, in one chunk loaded as soon as step 1 is on screen
// (PublicBookingPage): the date and time step, the chosen services bar, the chosen appointment.
export { ChosenAppointment } from './ChosenAppointment.tsx';
export { ChosenServices } from './ChosenServices.tsx';
export { DateTimeStep } from './DateTimeStep.tsx';
