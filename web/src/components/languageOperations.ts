// Written as a /* GraphQL */ literal for codegen and used through its typed document, so the navbar
// (on every page) does not pull the map of every document of the app.
export { SetLanguageDocument as SET_LANGUAGE_MUTATION } from '../gql/public.ts';

/* GraphQL */ `
  mutation SetLanguage($language: Language!) {
    setLanguage(language: $language) {
      language
    }
  }
`;
