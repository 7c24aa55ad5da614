import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { useAuth } from '../lib/use-auth';
import { NotFound } from './not-found';
import { RequireAuth, RequireSignedOut } from './require-auth';
import { RootLayout } from './root-layout';
import LandingPage from '../features/landing/landing-page';

// Every page is its own chunk (route-level code splitting), but the landing page (~3 kB
// gzipped) is part of the entry: a visitor's first screen comes with the app's first script.
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
const SignUpPage = lazy(() => import('../features/auth/sign-up-page'));
const HelpCenterPage = lazy(() => import('../features/help-center/help-center-page'));
const ParentGuidePage = lazy(() => import('../features/parent-guide/parent-guide-page'));
const ContactUsPage = lazy(() => import('../features/contact-us/contact-us-page'));
const PrivacyPolicyPage = lazy(() => import('../features/privacy-policy/privacy-policy-page'));
const LessonsPage = lazy(() => import('../features/lessons/lessons-page'));
const LessonPlayerPage = lazy(() => import('../features/lessons/lesson-player-page'));
const StoryPage = lazy(() => import('../features/story/story-page'));
const StoryChapterPage = lazy(() => import('../features/story/story-chapter-page'));
const PuzzlesPage = lazy(() => import('../features/puzzles/puzzles-page'));
const MultiplayerPage = lazy(() => import('./pages/multiplayer-page'));
const MultiplayerGamePage = lazy(() => import('../features/multiplayer/game-screen'));
const MiniPlayPage = lazy(() => import('../features/mini-challenges/mini-play-page'));
const RacePage = lazy(() => import('../features/puzzle-races/race-page'));
const AiChessPage = lazy(() => import('../features/ai-chess/ai-chess-page'));
const ParentDashboardPage = lazy(() => import('../features/parent-dashboard/parent-dashboard-page'));
const AchievementsPage = lazy(() => import('../features/achievements/achievements-page'));
const CustomizationPage = lazy(() => import('../features/customization/customization-page'));
const LearningJourneyPage = lazy(() => import('../features/learning-journey/learning-journey-page'));
const ChessAnalyticsPage = lazy(() => import('../features/chess-analytics/chess-analytics-page'));
const SubscriptionPage = lazy(() => import('../features/subscription/subscription-page'));
const FamilyPage = lazy(() => import('../features/parent/family-page'));
const PublicSharePage = lazy(() => import('../features/achievements/public-share-page'));

/** "/" is the landing page for visitors and the dashboard once signed in (spec §2). */
function HomeRoute() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <DashboardPage /> : <LandingPage />;
}

/**
 * Spec §2 route table. Layout (signed in or not) is chosen once, in RootLayout. Matched by
 * React Router's declarative mode (decision 031): the app loads no data through the router,
 * and its data-router half weighed ~20 kB gzipped in every page's first script.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },

      // Public pages, for everyone.
      { path: 'help-center', element: <HelpCenterPage /> },
      { path: 'parent-guide', element: <ParentGuidePage /> },
      { path: 'contact-us', element: <ContactUsPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'share/:type/:id', element: <PublicSharePage /> },

      // Built-in accounts (beyond the spec's OIDC-only login).
      { path: 'sign-in', element: <RequireSignedOut><SignInPage /></RequireSignedOut> },
      { path: 'sign-up', element: <RequireSignedOut><SignUpPage /></RequireSignedOut> },

      // Signed-in pages.
      { path: 'dashboard', element: <RequireAuth><DashboardPage /></RequireAuth> },
      { path: 'story-mode', element: <Navigate to="/story" replace /> },
      { path: 'lessons', element: <RequireAuth><LessonsPage /></RequireAuth> },
      { path: 'lessons/:moduleId', element: <RequireAuth><LessonPlayerPage /></RequireAuth> },
      { path: 'story', element: <RequireAuth><StoryPage /></RequireAuth> },
      { path: 'story/:chapterId', element: <RequireAuth><StoryChapterPage /></RequireAuth> },
      { path: 'puzzles', element: <RequireAuth><PuzzlesPage /></RequireAuth> },
      {
        path: 'multiplayer',
        element: (
          <RequireAuth
            loginPrompt={{
              title: 'Multiplayer Chess',
              message: 'Log in to challenge friends and other young players to a game of chess.',
            }}
          >
            <MultiplayerPage />
          </RequireAuth>
        ),
      },
      { path: 'multiplayer/games/:gameId', element: <RequireAuth><MultiplayerGamePage /></RequireAuth> },
      { path: 'multiplayer/mini/:challengeId', element: <RequireAuth><MiniPlayPage /></RequireAuth> },
      { path: 'multiplayer/race', element: <RequireAuth><RacePage /></RequireAuth> },
      { path: 'ai-chess', element: <RequireAuth><AiChessPage /></RequireAuth> },
      { path: 'parent-dashboard', element: <RequireAuth><ParentDashboardPage /></RequireAuth> },
      { path: 'family', element: <RequireAuth><FamilyPage /></RequireAuth> },
      { path: 'achievements', element: <RequireAuth><AchievementsPage /></RequireAuth> },
      {
        path: 'customization',
        element: (
          <RequireAuth
            loginPrompt={{
              title: 'Customize Your Chess Set',
              message: 'Log in to choose your chess pieces and board themes.',
            }}
          >
            <CustomizationPage />
          </RequireAuth>
        ),
      },
      {
        path: 'learning-journey',
        element: (
          <RequireAuth
            loginPrompt={{
              title: 'Learning Journey',
              message: 'Log in to follow your learning paths and see the skills you are building.',
            }}
          >
            <LearningJourneyPage />
          </RequireAuth>
        ),
      },
      { path: 'chess-analytics', element: <RequireAuth><ChessAnalyticsPage /></RequireAuth> },
      { path: 'subscription', element: <RequireAuth><SubscriptionPage /></RequireAuth> },

      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The page for the current address (inside App's BrowserRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
