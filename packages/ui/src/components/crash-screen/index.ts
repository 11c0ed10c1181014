export { CrashScreen, type CrashScreenProps } from './crash-screen';
