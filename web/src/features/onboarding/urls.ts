export const onboardingUrl = (): string => '/onboarding';
export const helpUrl = (): string => '/help';
