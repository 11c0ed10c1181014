export { CrashScreen, CRASH_SCREEN_MESSAGE, type CrashScreenProps } from './crash-screen';
