export const EMPLOYEE_ACCOUNT_TABS = ['edit', 'settings', 'integrations'] as const;
export type EmployeeAccountTab = (typeof EMPLOYEE_ACCOUNT_TABS)[number];

/** The employee's own account pages, all under this path. */
export const EMPLOYEE_ACCOUNT_PATH = '/my-account-employee';
export const employeeAccountUrl = (tab: EmployeeAccountTab = 'edit'): string => `${EMPLOYEE_ACCOUNT_PATH}/${tab}`;
