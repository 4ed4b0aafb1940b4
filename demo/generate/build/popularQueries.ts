import type { DatasetQuery } from '../../../src/server/content/Dataset';

/** What visitors most often type, per locale: the suggestion list before any product matches. */
const QUERIES: Record<DatasetQuery['locale'], Array<[string, number]>> = {
  en_GB: [
    ['firmware update', 100], ['software update', 95], ['bluetooth pairing', 92], ['no sound', 90], ['no picture', 88],
    ['manual', 86], ['remote control not working', 84], ['wifi connection', 82], ['battery drains fast', 80],
    ['controller not connecting', 78], ['earbud not charging', 76], ['noise cancelling', 74], ['hdmi arc', 72],
    ['tv turns off by itself', 70], ['reset', 68], ['warranty', 66], ['model number', 64], ['driver download', 62],
    ['stick drift', 60], ['monitor no signal', 58], ['overheating camera', 56], ['transfer photos to phone', 54],
    ['safe mode', 52], ['filter replacement', 50], ['robot vacuum stuck', 48], ['quick start guide', 46],
  ],
  de_DE: [
    ['firmware update', 100], ['software-update', 95], ['bluetooth koppeln', 92], ['kein ton', 90], ['kein bild', 88],
    ['bedienungsanleitung', 86], ['fernbedienung funktioniert nicht', 84], ['wlan verbindung', 82], ['akku entlädt schnell', 80],
    ['controller verbindet nicht', 78], ['ohrhörer lädt nicht', 76], ['noise cancelling', 74], ['hdmi arc', 72],
    ['fernseher schaltet sich aus', 70], ['zurücksetzen', 68], ['garantie', 66], ['modellnummer', 64], ['treiber', 62],
    ['kurzanleitung', 50],
  ],
  fr_FR: [
    ['mise à jour', 100], ['micrologiciel', 95], ['association bluetooth', 92], ['pas de son', 90], ['pas d’image', 88],
    ['mode d’emploi', 86], ['télécommande ne fonctionne pas', 84], ['connexion wi-fi', 82], ['batterie se décharge', 80],
    ['manette ne se connecte pas', 78], ['écouteur ne charge pas', 76], ['réduction de bruit', 74], ['hdmi arc', 72],
    ['téléviseur s’éteint', 70], ['réinitialisation', 68], ['garantie', 66], ['référence du modèle', 64], ['pilote', 62],
    ['guide de démarrage', 50],
  ],
};

export function buildPopularQueries(): DatasetQuery[] {
  return Object.entries(QUERIES).flatMap(([locale, list]) =>
    list.map(([text, weight]) => ({ locale: locale as DatasetQuery['locale'], text, weight })),
  );
}
