import type { RemoteDeviceType } from '../../../src/shared/content/remoteControlTypes';
import type { T3 } from '../catalogue/kinds';
import type { RemoteStyle } from '../render/remoteIllustration';
import content from '../../content/remoteControls.json';

/**
 * The demo catalogue's remote controls: universal remotes set up with codes, remotes supplied with
 * receivers and soundbars that also control a TV, and TV remotes that control other devices through
 * HDMI instead of codes. Brand code lists follow the layout of printed code books.
 */
export type InstructionsKind = 'code-entry' | 'code-entry-learning' | 'receiver' | 'soundbar-tv' | 'hdmi-cec' | 'none';

export interface RemoteDefinition {
  modelName: string;
  style: RemoteStyle;
  isProgrammable: boolean;
  instructions: InstructionsKind;
  /** Devices the remote can be set up for, with the button that selects each. */
  devices: Array<{ type: RemoteDeviceType; button: string }>;
  /** Code book the remote uses: remotes of one family share their codes. */
  codeFamily: string;
  codeDigits: 3 | 4;
  /** How many brands of each device's list the remote's code book covers. */
  brandsPerDevice: number;
  /** Product series the remote is supplied with. */
  suppliedWithSeries: string[];
  popularity: number;
  name: T3;
  description: T3;
}

export const DEVICE_NAMES: Readonly<Record<RemoteDeviceType, T3>> = content.DEVICE_NAMES as Readonly<
  Record<RemoteDeviceType, T3>
>;

/** Brands in code-book order (most common first in our markets). */
export const DEVICE_BRANDS: Readonly<Record<RemoteDeviceType, string[]>> = content.DEVICE_BRANDS as Readonly<
  Record<RemoteDeviceType, string[]>
>;

/** Code ranges per device type, as printed code books group them. */
export const DEVICE_CODE_BASE: Readonly<Record<RemoteDeviceType, number>> = content.DEVICE_CODE_BASE as Readonly<
  Record<RemoteDeviceType, number>
>;

export const REMOTE_CONTROLS: RemoteDefinition[] = content.REMOTE_CONTROLS as RemoteDefinition[];

type Lang = keyof T3;
const b = (label: string) => `<strong>${label}</strong>`;

/** Step-by-step instructions as sanitisable HTML; buttons are the ones printed on the remote. */
export function instructionsHtml(kind: InstructionsKind, lang: Lang, buttons: string[]): string {
  const examples = buttons
    .slice(0, 2)
    .map(b)
    .join(lang === 'en' ? ' or ' : lang === 'de' ? ' oder ' : ' ou ');
  switch (kind) {
    case 'none':
      return '';
    case 'code-entry':
    case 'code-entry-learning':
      return codeEntry(lang, examples) + (kind === 'code-entry-learning' ? learning(lang) : '');
    case 'receiver':
      return receiver(lang, examples);
    case 'soundbar-tv':
      return soundbarTv(lang);
    case 'hdmi-cec':
      return hdmiCec(lang);
  }
}

function codeEntry(lang: Lang, examples: string): string {
  if (lang === 'de') {
    return `<h3>Einrichtung per Code</h3><ol>
<li>Schalten Sie das Gerät ein, das Sie steuern möchten.</li>
<li>Halten Sie ${b('SET')} gedrückt, bis die Anzeige leuchtet (etwa 3 Sekunden).</li>
<li>Drücken Sie die Gerätetaste, zum Beispiel ${examples}.</li>
<li>Geben Sie den ersten Code Ihrer Marke ein. Die Anzeige erlischt, wenn der Code übernommen wurde.</li>
<li>Richten Sie die Fernbedienung auf das Gerät und drücken Sie ${b('POWER')}. Schaltet sich das Gerät aus, ist die Einrichtung abgeschlossen.</li>
<li>Reagiert das Gerät nicht, wiederholen Sie die Schritte ab Schritt 2 mit dem nächsten Code Ihrer Marke.</li>
</ol><h3>Wenn kein Code funktioniert</h3><p>Nutzen Sie den Suchlauf: Halten Sie ${b('SET')} gedrückt, drücken Sie die Gerätetaste und dann etwa einmal pro Sekunde ${b('POWER')}, bis sich das Gerät ausschaltet. Drücken Sie ${b('SET')}, um den Code zu speichern.</p>`;
  }
  if (lang === 'fr') {
    return `<h3>Configuration par code</h3><ol>
<li>Allumez l’appareil que vous souhaitez piloter.</li>
<li>Maintenez ${b('SET')} enfoncée jusqu’à ce que le voyant s’allume (environ 3 secondes).</li>
<li>Appuyez sur la touche de l’appareil, par exemple ${examples}.</li>
<li>Saisissez le premier code de votre marque. Le voyant s’éteint lorsque le code est accepté.</li>
<li>Dirigez la télécommande vers l’appareil et appuyez sur ${b('POWER')}. Si l’appareil s’éteint, la configuration est terminée.</li>
<li>Si l’appareil ne réagit pas, recommencez à partir de l’étape 2 avec le code suivant de votre marque.</li>
</ol><h3>Si aucun code ne fonctionne</h3><p>Utilisez la recherche automatique : maintenez ${b('SET')}, appuyez sur la touche de l’appareil, puis appuyez sur ${b('POWER')} environ une fois par seconde jusqu’à ce que l’appareil s’éteigne. Appuyez sur ${b('SET')} pour mémoriser le code.</p>`;
  }
  return `<h3>Set up with a code</h3><ol>
<li>Switch on the device you want to control.</li>
<li>Press and hold ${b('SET')} until the indicator lights up (about 3 seconds).</li>
<li>Press the device button, for example ${examples}.</li>
<li>Enter the first code listed for your brand. The indicator goes out when the code is accepted.</li>
<li>Point the remote at the device and press ${b('POWER')}. If the device switches off, the set-up is complete.</li>
<li>If the device does not respond, repeat from step 2 with the next code for your brand.</li>
</ol><h3>If no code works</h3><p>Use the code search: hold ${b('SET')}, press the device button, then press ${b('POWER')} about once a second until the device switches off. Press ${b('SET')} to store the code.</p>`;
}

function learning(lang: Lang): string {
  if (lang === 'de') {
    return `<h3>Tasten der Originalfernbedienung anlernen</h3><ol>
<li>Legen Sie beide Fernbedienungen mit den Infrarotdioden zueinander im Abstand von 3 bis 5 cm auf einen Tisch.</li>
<li>Halten Sie ${b('LEARN')} gedrückt, bis die Anzeige blinkt, und drücken Sie die Taste, die angelernt werden soll.</li>
<li>Halten Sie die gewünschte Taste der Originalfernbedienung gedrückt, bis die Anzeige zweimal blinkt.</li>
<li>Wiederholen Sie den Vorgang für weitere Tasten und drücken Sie zum Abschluss ${b('LEARN')}.</li>
</ol>`;
  }
  if (lang === 'fr') {
    return `<h3>Apprendre les touches de la télécommande d’origine</h3><ol>
<li>Posez les deux télécommandes sur une table, diodes infrarouges face à face, à 3 à 5 cm l’une de l’autre.</li>
<li>Maintenez ${b('LEARN')} jusqu’à ce que le voyant clignote, puis appuyez sur la touche à programmer.</li>
<li>Maintenez la touche voulue de la télécommande d’origine jusqu’à ce que le voyant clignote deux fois.</li>
<li>Répétez l’opération pour les autres touches, puis appuyez sur ${b('LEARN')} pour terminer.</li>
</ol>`;
  }
  return `<h3>Learn buttons from your original remote</h3><ol>
<li>Place both remotes on a table with their infrared emitters facing each other, 3 to 5 cm apart.</li>
<li>Press and hold ${b('LEARN')} until the indicator blinks, then press the button you want to teach.</li>
<li>Press and hold the matching button on the original remote until the indicator blinks twice.</li>
<li>Repeat for other buttons, then press ${b('LEARN')} to finish.</li>
</ol>`;
}

function receiver(lang: Lang, examples: string): string {
  if (lang === 'de') {
    return `<h3>Einrichtung per Code</h3><ol>
<li>Halten Sie ${b('RM SET')} gedrückt und drücken Sie die Eingangstaste des Geräts, zum Beispiel ${examples}.</li>
<li>Geben Sie innerhalb von 10 Sekunden den dreistelligen Code Ihrer Marke ein und drücken Sie ${b('ENTER')}.</li>
<li>Schalten Sie das Gerät mit ${b('POWER')} aus. Reagiert es nicht, wiederholen Sie die Schritte mit dem nächsten Code.</li>
</ol><p>Die Einstellung bleibt auch beim Batteriewechsel erhalten.</p>`;
  }
  if (lang === 'fr') {
    return `<h3>Configuration par code</h3><ol>
<li>Maintenez ${b('RM SET')} enfoncée et appuyez sur la touche d’entrée de l’appareil, par exemple ${examples}.</li>
<li>Dans les 10 secondes, saisissez le code à trois chiffres de votre marque et appuyez sur ${b('ENTER')}.</li>
<li>Éteignez l’appareil avec ${b('POWER')}. S’il ne réagit pas, recommencez avec le code suivant.</li>
</ol><p>Le réglage est conservé lors du changement des piles.</p>`;
  }
  return `<h3>Set up with a code</h3><ol>
<li>Press and hold ${b('RM SET')} and press the input button of the device, for example ${examples}.</li>
<li>Within 10 seconds, enter the three-digit code for your brand and press ${b('ENTER')}.</li>
<li>Switch the device off with ${b('POWER')}. If it does not respond, repeat the steps with the next code.</li>
</ol><p>The setting is kept when you change the batteries.</p>`;
}

function soundbarTv(lang: Lang): string {
  if (lang === 'de') {
    return `<h3>Fernseher mit der Soundbar-Fernbedienung steuern</h3><ol>
<li>Halten Sie ${b('INPUT')} gedrückt und drücken Sie ${b('TV')}, bis die Anzeige der Soundbar blinkt.</li>
<li>Geben Sie den ersten Code Ihrer Fernsehermarke ein.</li>
<li>Drücken Sie ${b('TV POWER')}. Schaltet sich der Fernseher aus, ist die Einrichtung abgeschlossen; sonst wiederholen Sie die Schritte mit dem nächsten Code.</li>
</ol><p>Ist die Soundbar per HDMI eARC/ARC angeschlossen, funktioniert die Steuerung oft auch ohne Code über HDMI-CEC.</p>`;
  }
  if (lang === 'fr') {
    return `<h3>Piloter le téléviseur avec la télécommande de la barre de son</h3><ol>
<li>Maintenez ${b('INPUT')} et appuyez sur ${b('TV')} jusqu’à ce que le voyant de la barre de son clignote.</li>
<li>Saisissez le premier code de la marque de votre téléviseur.</li>
<li>Appuyez sur ${b('TV POWER')}. Si le téléviseur s’éteint, la configuration est terminée ; sinon, recommencez avec le code suivant.</li>
</ol><p>Si la barre de son est reliée en HDMI eARC/ARC, le pilotage fonctionne souvent sans code grâce à HDMI-CEC.</p>`;
  }
  return `<h3>Control your TV with the soundbar remote</h3><ol>
<li>Press and hold ${b('INPUT')} and press ${b('TV')} until the soundbar’s indicator blinks.</li>
<li>Enter the first code for the brand of your TV.</li>
<li>Press ${b('TV POWER')}. If the TV switches off, the set-up is complete; otherwise repeat the steps with the next code.</li>
</ol><p>If the soundbar is connected by HDMI eARC/ARC, control often works without a code through HDMI-CEC.</p>`;
}

function hdmiCec(lang: Lang): string {
  if (lang === 'de') {
    return `<h3>Andere Geräte über HDMI steuern</h3><p>Diese Fernbedienung kann nicht per Code eingerichtet werden. Soundbars, Receiver und Set-Top-Boxen, die per HDMI angeschlossen sind, steuert sie über HDMI-CEC.</p><ol>
<li>Schließen Sie das Gerät an einen HDMI-Eingang des Fernsehers an (eine Soundbar an den eARC/ARC-Eingang).</li>
<li>Öffnen Sie am Fernseher Einstellungen > Kanäle &amp; Eingänge > Externe Eingänge > HDMI-CEC und schalten Sie die CEC-Gerätesteuerung ein.</li>
<li>Schalten Sie HDMI-CEC am angeschlossenen Gerät ein (siehe dessen Anleitung).</li>
<li>Wählen Sie das Gerät mit ${b('INPUT')}. Pfeiltasten, ${b('OK')} und ${b('BACK')} steuern es jetzt.</li>
</ol><h3>Sprachfernbedienung koppeln</h3><p>Reagiert die Mikrofontaste nicht, halten Sie ${b('BACK')} und ${b('HOME')} 3 Sekunden gedrückt, bis die Anzeige blinkt, und folgen Sie den Anweisungen auf dem Bildschirm.</p>`;
  }
  if (lang === 'fr') {
    return `<h3>Piloter d’autres appareils via HDMI</h3><p>Cette télécommande ne se configure pas par code. Elle pilote les barres de son, amplificateurs et décodeurs reliés en HDMI grâce à HDMI-CEC.</p><ol>
<li>Branchez l’appareil sur une entrée HDMI du téléviseur (une barre de son sur l’entrée eARC/ARC).</li>
<li>Sur le téléviseur, ouvrez Paramètres > Chaînes et entrées > Entrées externes > HDMI-CEC et activez le contrôle des appareils CEC.</li>
<li>Activez HDMI-CEC sur l’appareil branché (voir son mode d’emploi).</li>
<li>Sélectionnez l’appareil avec ${b('INPUT')}. Les flèches, ${b('OK')} et ${b('BACK')} le pilotent désormais.</li>
</ol><h3>Associer la télécommande vocale</h3><p>Si la touche micro ne répond pas, maintenez ${b('BACK')} et ${b('HOME')} pendant 3 secondes jusqu’à ce que le voyant clignote, puis suivez les instructions à l’écran.</p>`;
  }
  return `<h3>Control other devices through HDMI</h3><p>This remote cannot be set up with codes. It controls soundbars, receivers and set-top boxes connected by HDMI through HDMI-CEC.</p><ol>
<li>Connect the device to an HDMI input of the TV (a soundbar to the eARC/ARC input).</li>
<li>On the TV, open Settings > Channels &amp; Inputs > External inputs > HDMI-CEC and switch on CEC device control.</li>
<li>Switch on HDMI-CEC on the connected device (see its manual).</li>
<li>Select the device with ${b('INPUT')}. The arrow buttons, ${b('OK')} and ${b('BACK')} now control it.</li>
</ol><h3>Pair the voice remote</h3><p>If the microphone button does nothing, press and hold ${b('BACK')} and ${b('HOME')} for 3 seconds until the indicator blinks, then follow the instructions on the TV screen.</p>`;
}
