export { LibrarySearch, libraryItemPath, LIBRARY_SEARCH_FAILURE_LOG } from './LibrarySearch';
export { libraryRoutes } from './routes';
