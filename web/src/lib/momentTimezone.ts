// `moment-timezone` is aliased here (vite.config.ts): the data-less core plus a 2000–2050 subset
// of the zone data generated at build time, instead of the package's full history.
import moment from 'moment-timezone/moment-timezone.js';
import zones from 'virtual:moment-timezone-data';

moment.tz.load(zones);

export default moment;
