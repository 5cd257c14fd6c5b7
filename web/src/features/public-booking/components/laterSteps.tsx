import { withTheme } from '../../../lib/ThemeFrame.tsx';
import { ChosenAppointment as ChosenAppointmentView } from './ChosenAppointment.tsx';
import { ChosenServices as ChosenServicesView } from './ChosenServices.tsx';
import { DateTimeStep as DateTimeStepView } from './DateTimeStep.tsx';

// What the public booking shows after step 1, in one chunk loaded as soon as a service is chosen
// (PublicBookingPage): the date and time step, the chosen services bar, the chosen appointment.
// They are drawn with MUI on a page that starts without it: the theme comes in this chunk, around each.
export const ChosenAppointment = withTheme(ChosenAppointmentView);
export const ChosenServices = withTheme(ChosenServicesView);
export const DateTimeStep = withTheme(DateTimeStepView);
