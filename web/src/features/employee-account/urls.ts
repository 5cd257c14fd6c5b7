export const EMPLOYEE_ACCOUNT_TABS = ['edit', 'settings', 'integrations'] as const;
export type EmployeeAccountTab = (typeof EMPLOYEE_ACCOUNT_TABS)[number];

export const employeeAccountUrl = (tab: EmployeeAccountTab = 'edit'): string => `/my-account-employee/${tab}`;
