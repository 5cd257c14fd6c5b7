declare module 'virtual:moment-timezone-data' {
  import type { PackedZoneBundle } from 'moment-timezone';

  const zones: PackedZoneBundle;
  export default zones;
}
