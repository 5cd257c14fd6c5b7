// The front door of the common module: what the rest of the gateway uses of it.
export { crudKind, crudMutations, crudQueries } from './crud.ts';
export { ErrorInterface, mutationErrors } from './errors.type.ts';
export { adminFileDownload, fileDownload, readJsonBody } from './file-download.ts';
export { PAGE_SIZES, pageArgs, pageType, paginate } from './pagination.ts';
export { DeleteResult, type Dependency, type VerifyDelete, VerifyDeleteResult } from './results.ts';
export { LanguageEnum, TranslationInput } from './scalars.ts';
