export const myAccountUrl = (): string => '/my-account';
export const myAccountEditUrl = (): string => '/my-account/edit';
