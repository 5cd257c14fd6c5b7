export const homeUrl = (): string => '/';
export const proUrl = (): string => '/pro';
