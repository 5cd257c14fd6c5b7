// The vendor's availability configuration in one statement (settings, locations, closed dates,
// workplaces, machines, services, employees and their timetables), cached by availability.loader.ts
// with its version. Raw SQL: vendorRaw gives every sub-select the vendor's filter.
import { vendorRaw } from '../../db/raw.ts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import type { ConfigRow, VendorConfig } from './availability.rows.ts';

const day = (value: string | null) => (value == null ? null : String(value).slice(0, 10));

/** The vendor's availability configuration, with exceptional timetables and closed dates from `since` on. */
export async function loadConfig(prisma: PrismaClient, vendorId: number, since: string): Promise<VendorConfig | null> {
  const [row] = await vendorRaw(prisma, vendorId).query<ConfigRow>(
    (vendor) => Prisma.sql`
    SELECT v.id, COALESCE((SELECT cv.version FROM "AvailabilityConfigVersion" cv WHERE ${vendor('cv')}), 0) AS version,
      v.timezone, v."workplacesEnabled", v."machinesEnabled", v."bookingSlotsPropositionInterval",
      v."minStart", v."maxEnd", v."cancellationNotice", v."availableBookingsInterval", v."capacityThreshold",
      v."actualFreeTimeSlotFirstBooking", v."dailyServiceLimit", v."recommendSlots",
      COALESCE((SELECT json_agg(json_build_object('id', l.id, 'closedFrom', l."closedFrom") ORDER BY l.id)
        FROM "Location" l WHERE ${vendor('l')}), '[]') AS locations,
      COALESCE((SELECT json_agg(json_build_object('date', cd.date,
          'locationIds', (SELECT COALESCE(json_agg(x."B"), '[]') FROM "_ClosedDateToLocation" x WHERE x."A" = cd.id))
          ORDER BY cd.date, cd.id)
        FROM "ClosedDate" cd WHERE ${vendor('cd')} AND cd.date >= ${since}::date), '[]') AS "closedDates",
      COALESCE((SELECT json_agg(json_build_object('id', w.id, 'locationId', w."locationId") ORDER BY w.id)
        FROM "Workplace" w WHERE ${vendor('w')}), '[]') AS workplaces,
      COALESCE((SELECT json_agg(json_build_object('id', mc.id, 'machineModelId', mc."machineModelId",
          'locationId', mc."locationId") ORDER BY mc.id)
        FROM "Machine" mc WHERE ${vendor('mc')}), '[]') AS machines,
      COALESCE((SELECT json_agg(json_build_object('id', s.id, 'duration', s.duration, 'fixedDuration', s."fixedDuration",
          'breakDuration', s."breakDuration", 'clientExitDuration', s."clientExitDuration",
          'executionOrder', s."executionOrder",
          'parts', COALESCE((SELECT json_agg(json_build_object('minutesFromStart', p."minutesFromStart", 'duration', p.duration)
            ORDER BY p.position, p.id) FROM "ServicePart" p WHERE p."serviceId" = s.id), '[]'),
          'employees', COALESCE((SELECT json_agg(json_build_object('id', es."employeeId", 'preference', es.preference)
            ORDER BY es."employeeId") FROM "EmployeeService" es JOIN "Employee" em ON em.id = es."employeeId"
            WHERE es."serviceId" = s.id AND em."deletedAt" IS NULL), '[]'),
          'workplaceIds', COALESCE((SELECT json_agg(sw."workplaceId" ORDER BY sw."workplaceId") FROM "ServiceWorkplace" sw
            WHERE sw."serviceId" = s.id), '[]'),
          'machineModelIds', COALESCE((SELECT json_agg(mm."machineModelId" ORDER BY mm."machineModelId")
            FROM "MachineModelService" mm WHERE mm."serviceId" = s.id), '[]'),
          'workplacePreferences', COALESCE((SELECT json_agg(json_build_object('id', sw."workplaceId", 'preference', sw.preference)
            ORDER BY sw."workplaceId") FROM "ServiceWorkplace" sw
            WHERE sw."serviceId" = s.id AND sw.preference <> 'NEUTRAL'), '[]'),
          'machinePreferences', COALESCE((SELECT json_agg(json_build_object('id', sm."machineId", 'preference', sm.preference)
            ORDER BY sm."machineId") FROM "ServiceMachine" sm
            WHERE sm."serviceId" = s.id AND sm.preference <> 'NEUTRAL'), '[]')) ORDER BY s.id)
        FROM "Service" s WHERE ${vendor('s')} AND s."deletedAt" IS NULL), '[]') AS services,
      COALESCE((SELECT json_agg(json_build_object('id', em.id, 'timetablesEnabled', em."timetablesEnabled",
          'workplaceIds', COALESCE((SELECT json_agg(ew."workplaceId" ORDER BY ew."workplaceId") FROM "EmployeeWorkplace" ew
            WHERE ew."employeeId" = em.id), '[]'),
          'workplacePreferences', COALESCE((SELECT json_agg(json_build_object('id', ew."workplaceId", 'preference', ew.preference)
            ORDER BY ew."workplaceId") FROM "EmployeeWorkplace" ew
            WHERE ew."employeeId" = em.id AND ew.preference <> 'NEUTRAL'), '[]'),
          'serviceIds', COALESCE((SELECT json_agg(es."serviceId") FROM "EmployeeService" es
            WHERE es."employeeId" = em.id), '[]'),
          'timetables', COALESCE((SELECT json_agg(json_build_object('id', tt.id, 'type', tt.type, 'validFrom', tt."validFrom",
              'ranges', (SELECT COALESCE(json_agg(json_build_object('weekday', r.weekday, 'startMinute', r."startMinute",
                'endMinute', r."endMinute", 'locationId', r."locationId") ORDER BY r.id), '[]') FROM "TimetableRange" r
                WHERE r."timetableId" = tt.id)) ORDER BY tt.id)
            FROM "Timetable" tt WHERE tt."employeeId" = em.id
              AND (tt.type = 'RECURRING' OR tt."validFrom" >= ${since}::date)), '[]')) ORDER BY em.id)
        FROM "Employee" em WHERE ${vendor('em')} AND em."deletedAt" IS NULL), '[]') AS employees
    FROM "Vendor" v WHERE v.id = ${vendorId}`,
  );
  if (!row) return null;
  row.version = Number(row.version);
  for (const e of row.employees) for (const tt of e.timetables) tt.validFrom = day(tt.validFrom)!;
  for (const c of row.closedDates) c.date = day(c.date)!;
  for (const l of row.locations) l.closedFrom = day(l.closedFrom);
  return {
    row,
    since,
    locations: new Map(row.locations.map((l) => [l.id, l])),
    workplaceLocation: new Map(row.workplaces.map((w) => [w.id, w.locationId])),
    services: new Map(row.services.map((s) => [s.id, s])),
  };
}
