export const Role = { guest: -1, new: 0, customer: 1, staff: 2, admin: 3 } as const;
export type RoleValue = (typeof Role)[keyof typeof Role];
