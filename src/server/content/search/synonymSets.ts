import type { Locale } from '../../../shared/locale';

/**
 * Words visitors use for the same thing, per locale: loaded into the `synonyms` table with every
 * catalogue (an import may add its own) and applied when a query is read, so 'wifi' also finds
 * 'Wi-Fi' and 'wireless', 'firmware' also finds 'software update'. Each set lists phrases that
 * mean the same; a phrase is matched as consecutive words.
 */
export const SYNONYM_SETS: Readonly<Record<Locale, ReadonlyArray<readonly string[]>>> = {
  en_GB: [
    ['firmware', 'software update', 'system software'],
    ['remote', 'remote control', 'controller'],
    ['wifi', 'wi-fi', 'wireless', 'wlan'],
    ['sound', 'audio'],
    ['manual', 'instructions', 'user guide', 'operating instructions', 'handbook'],
    ['quick start guide', 'quick start', 'setup guide'],
    ['tv', 'television'],
    ['headphones', 'headset'],
    ['earbuds', 'earphones', 'in-ear headphones'],
    ['screen', 'display'],
    ['app', 'application'],
    ['reset', 'factory reset', 'restore factory settings'],
    ['licence', 'license', 'eula'],
    ['colour', 'color'],
    ['noise cancelling', 'noise canceling', 'anc'],
  ],
  de_DE: [
    ['firmware', 'software-update', 'softwareaktualisierung', 'systemsoftware'],
    ['fernbedienung', 'fernsteuerung', 'controller'],
    ['wlan', 'wifi', 'wi-fi', 'drahtlos', 'kabellos'],
    ['ton', 'audio', 'sound'],
    ['bedienungsanleitung', 'anleitung', 'handbuch', 'gebrauchsanweisung', 'benutzerhandbuch'],
    ['kurzanleitung', 'schnellstartanleitung'],
    ['fernseher', 'tv', 'fernsehgerät'],
    ['kopfhörer', 'headset'],
    ['akku', 'batterie'],
    ['bildschirm', 'display'],
    ['zurücksetzen', 'werkseinstellungen', 'reset'],
    ['lizenz', 'lizenzvereinbarung', 'eula'],
  ],
  fr_FR: [
    ['micrologiciel', 'firmware', 'mise à jour logicielle', 'mise à jour du logiciel'],
    ['télécommande', 'commande à distance'],
    ['wifi', 'wi-fi', 'sans fil'],
    ['son', 'audio'],
    // Not 'notice' alone: English notices ('Notice: ...') are shown in French where untranslated.
    ['mode d’emploi', 'manuel', 'notice d’utilisation', 'guide d’utilisation'],
    ['guide de démarrage', 'guide de démarrage rapide'],
    ['téléviseur', 'tv', 'télévision'],
    ['casque', 'casque audio'],
    ['batterie', 'accu'],
    ['écran', 'affichage'],
    ['réinitialisation', 'réinitialiser', 'reset'],
    ['licence', 'contrat de licence', 'eula'],
  ],
};
