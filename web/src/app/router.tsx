import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../features/layout/AppLayout';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { UnauthorisedPage } from '../features/errors/UnauthorisedPage';
import { HomePage } from '../features/home/HomePage';
import { LoginPage } from '../features/auth/LoginPage';
import { RecoverPasswordPage } from '../features/auth/RecoverPasswordPage';
import { VerifyLoginPage } from '../features/auth/VerifyLoginPage';
import { PlansPage } from '../features/plans/PlansPage';
import { CourseCataloguePage } from '../features/courses/CourseCataloguePage';
import { paths } from '../config/paths';

/** The spec's routes. Features own their pages; this file only places them. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.recoverPassword, element: <RecoverPasswordPage /> },
      { path: paths.verifyLogin, element: <VerifyLoginPage /> },
      { path: paths.plans, element: <PlansPage /> },
      { path: paths.courses, element: <CourseCataloguePage /> },
      { path: paths.unauthorised, element: <UnauthorisedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
