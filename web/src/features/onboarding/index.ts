// What the staff shell can wire (spec §4 onboarding): the sidebar entry to highlight and the prompt.
export { OnboardingPrompt } from './components/OnboardingPrompt.tsx';
export { STEP_SIDEBAR_KEY, useOnboarding, useOnboardingHighlight } from '../../domain/useOnboarding.ts';
