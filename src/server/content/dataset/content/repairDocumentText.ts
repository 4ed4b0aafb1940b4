import type { ProductKind, SupportGroup } from '../catalogue/kinds';

/**
 * Service-centre documents (the ASC portal's repair documents), written the way a service
 * organisation writes them. They are published in English only, as service documentation usually
 * is; German and French visitors of the portal see the English edition.
 */
export interface NewsText {
  title: string;
  symptom: string;
  cause: string;
  countermeasure: string;
  /** Limit the notice to these product series (otherwise chosen from the group's lines). */
  series?: string[];
  /** Limit the notice to these product kinds. */
  kinds?: ProductKind[];
}

export interface GroupServiceText {
  /** Plural noun for titles, e.g. 'televisions and displays'. */
  noun: string;
  /** Board and module names used in parts lists and procedures. */
  boards: string[];
  /** Disassembly procedure, in order. */
  disassembly: string[];
  /** Electrical and mechanical adjustments after repair. */
  adjustments: string[];
  /** Checks before returning the unit to the customer. */
  finalChecks: string[];
  tool: { name: string; purpose: string; steps: string[] };
  news: NewsText[];
  memo: { title: string; text: string };
  information: { title: string; text: string };
  training: { title: string; modules: string[] };
}

export const SERVICE_SAFETY: string[] = [
  'Components marked with a triangle in the parts list are critical for safety. Replace them only with the part numbers specified.',
  'Disconnect the mains plug and wait at least three minutes before opening the unit: capacitors on the power supply board stay charged.',
  'Work on an ESD-safe mat with a grounded wrist strap. Keep flexible flat cables and their connectors free of dust.',
  'After the repair, perform the leakage-current check and confirm that all screws, shields and insulating sheets are back in place.',
];

export const GROUP_SERVICE: Readonly<Record<SupportGroup, GroupServiceText>> = {
  display: {
    noun: 'televisions and displays',
    boards: ['Main board (MB)', 'Power supply board (PSU)', 'T-CON board', 'LED driver board', 'Wi-Fi/Bluetooth module', 'IR/LED sensor board'],
    disassembly: [
      'Lay the panel face down on a soft, clean surface larger than the screen. Remove the stand and the wall-mount spacers.',
      'Remove the 14 rear-cover screws (M3x8, black) and lift the rear cover from the bottom edge.',
      'Disconnect the speaker harness, the IR board cable and the Wi-Fi antenna leads from the main board.',
      'Remove the main board shield (4 screws), then the main board (5 screws). Release the LVDS/V-by-One connector lock before pulling the cable.',
      'Remove the power supply board (6 screws). Do not touch the primary-side heat sink until the bulk capacitor is discharged.',
    ],
    adjustments: [
      'Write the model data and the panel ID with the service software after replacing the main board.',
      'Run the white-balance adjustment in service mode (Display > WB Adjust) with the colour analyser at 20 % and 80 % grey.',
      'Check the panel voltage (VGH/VGL) on the T-CON board test points against the values in the parts list.',
    ],
    finalChecks: [
      'Check picture on every HDMI input at 4K 120 Hz and with HDR10 and Dolby Vision test patterns.',
      'Confirm that eARC audio passes to a soundbar and that the remote control and voice search work.',
      'Run a software update check and reset the unit to factory settings before returning it.',
    ],
    tool: {
      name: 'Aurora TV Service Tool',
      purpose: 'writes model data and panel IDs, reads error logs and updates main-board firmware over USB',
      steps: [
        'Install the service tool on a Windows PC and connect the USB service cable to the TV’s USB 1 port.',
        'Enter service mode: with the TV on standby press Display, 5, Volume +, Power on the remote control.',
        'Select the model and read the error log before changing anything. Save the log with the job number.',
        'Write the model data and the panel ID printed on the panel label, then restart the TV.',
      ],
    },
    news: [
      {
        title: 'No picture or flickering on HDMI 2.1 sources after standby',
        symptom: 'The picture flickers or stays black for up to 30 seconds when a 4K 120 Hz source wakes the TV from standby.',
        cause: 'The HDMI receiver firmware repeats the link training too early when the source also starts from standby.',
        countermeasure: 'Update the TV to firmware 6.7.412 or later. Do not replace the main board for this symptom.',
        series: ['X89J', 'X90K'],
      },
      {
        title: 'Vertical line on the left side of the panel',
        symptom: 'A thin vertical line in one colour appears about 10 cm from the left edge, visible on all inputs.',
        cause: 'A cracked solder joint on the COF (chip-on-film) connection of the panel after transport stress.',
        countermeasure: 'Replace the panel assembly. Fill in the transport-damage checklist and attach photographs of the packaging.',
        kinds: ['tv', 'monitor'],
      },
    ],
    memo: {
      title: 'New torque values for rear-cover screws',
      text: 'From this production period the rear cover uses self-tapping screws into plastic bosses. Tighten them to 0.6 N·m (previously 0.9 N·m) to avoid cracked bosses. Use a calibrated electric screwdriver with a clutch.',
    },
    information: {
      title: 'Part number change: power supply board',
      text: 'The power supply board is replaced by a revised part with an improved surge-protection circuit. The old and new boards are interchangeable. Order the new part number for all repairs; remaining stock of the old board may be used until it runs out.',
    },
    training: {
      title: 'Television repair training: 2024 models',
      modules: ['Platform overview and block diagram', 'Service mode and error codes', 'Panel handling and replacement', 'White-balance adjustment', 'Software tools and logs'],
    },
  },
  audio: {
    noun: 'home audio products',
    boards: ['Main board', 'Amplifier board', 'Power supply board', 'HDMI board', 'Display board', 'Network module'],
    disassembly: [
      'Remove the wall bracket and the front grille (push the clips from the top edge).',
      'Remove the 10 bottom-cover screws and lift the bottom cover.',
      'Disconnect the speaker unit harnesses; mark their positions, as left and right connectors are identical.',
      'Remove the amplifier board heat-sink screws before lifting the amplifier board out.',
    ],
    adjustments: [
      'Write the serial number and the region code with the service tool after replacing the main board.',
      'Run the speaker polarity and level check in service mode with the test disc or test signal.',
    ],
    finalChecks: [
      'Check audio on HDMI eARC, optical and Bluetooth inputs at normal and maximum volume.',
      'Confirm that the unit connects to Wi-Fi and that the app finds it, then reset to factory settings.',
    ],
    tool: {
      name: 'Aurora Audio Service Tool',
      purpose: 'writes serial numbers and region codes and updates firmware on soundbars, receivers and speakers',
      steps: [
        'Connect the unit to the PC with a USB-A to USB-C cable and switch it on while holding Input and Volume –.',
        'Start the service tool and select the model family. The tool reads the current firmware version.',
        'Write the serial number from the rating label and the region code for the country of sale.',
      ],
    },
    news: [
      {
        title: 'No sound from HDMI eARC with some TVs after power cut',
        symptom: 'After a power cut the soundbar no longer outputs sound from the TV through eARC until both units are unplugged.',
        cause: 'The CEC address is not renegotiated when the TV starts before the soundbar.',
        countermeasure: 'Update to the latest firmware. As a workaround, switch off HDMI control on both units and on again.',
        kinds: ['soundbar', 'receiver'],
      },
    ],
    memo: {
      title: 'Use the new foam gasket when refitting the woofer',
      text: 'When refitting the woofer unit, always replace the foam gasket with the new closed-cell gasket. Reusing the old gasket can cause a rattling noise at low frequencies.',
    },
    information: {
      title: 'Replacement remote control part number',
      text: 'The remote control supplied with soundbars of the A series has a new part number with a different button layout. The new remote is compatible with all A and B series models.',
    },
    training: {
      title: 'Home audio repair training: soundbars and receivers',
      modules: ['Signal paths and HDMI eARC', 'Amplifier protection circuits', 'Firmware and network module', 'Acoustic checks after repair'],
    },
  },
  headphones: {
    noun: 'headphones and earbuds',
    boards: ['Main board', 'Battery pack', 'Charging case board', 'Microphone flex', 'Touch sensor flex', 'Driver unit'],
    disassembly: [
      'Remove the ear pads by turning them anticlockwise and pulling them off the housing.',
      'Remove the three screws under the ear pad and separate the baffle from the housing with a plastic opening tool.',
      'Disconnect the battery connector first, then the touch sensor and microphone flex cables.',
      'Remove the main board; keep the thermal pad and the waterproof mesh for reassembly.',
    ],
    adjustments: [
      'Run the noise-cancelling calibration with the acoustic fixture after replacing a microphone or driver unit.',
      'Write the Bluetooth address and the serial number with the service tool after replacing the main board.',
    ],
    finalChecks: [
      'Pair with a phone, check music playback, calls and the touch controls on both sides.',
      'Check noise cancelling and ambient sound modes in the acoustic fixture.',
      'Charge to 100 % and confirm the battery level reported in the app.',
    ],
    tool: {
      name: 'Aurora Headphones Service Jig',
      purpose: 'holds earbuds and headphones for noise-cancelling calibration and firmware writing through the charging contacts',
      steps: [
        'Place the unit in the jig so that the charging contacts touch the pogo pins.',
        'Connect the jig to the PC and start the calibration program. Keep the test room below 35 dB(A).',
        'Run the calibration for each side; the program writes the values and prints a pass/fail label.',
      ],
    },
    news: [
      {
        title: 'Right earbud not charging in the case',
        symptom: 'The right earbud does not charge; the case LED blinks orange three times.',
        cause: 'Corrosion on the charging contacts of the case after exposure to sweat.',
        countermeasure: 'Clean the contacts with isopropyl alcohol. If the case still fails, replace the charging case board and update the case firmware to 2.0.3.',
        series: ['1000X'],
        kinds: ['earbuds'],
      },
      {
        title: 'Crackling noise with noise cancelling on',
        symptom: 'A crackling noise is heard only when noise cancelling is on, mostly in windy conditions.',
        cause: 'The feed-forward microphone mesh is blocked by dirt.',
        countermeasure: 'Replace the microphone mesh and run the noise-cancelling calibration.',
      },
    ],
    memo: {
      title: 'Battery handling and shipping',
      text: 'Lithium-ion batteries removed from headphones must be taped at the contacts and shipped in the approved packaging. Do not ship swollen batteries; dispose of them locally according to regulations.',
    },
    information: {
      title: 'Ear pad kits now available as a service part',
      text: 'Replacement ear pad kits with the fitting ring are now available as service parts. Offer them to customers whose ear pads are worn; the replacement does not require opening the headphones.',
    },
    training: {
      title: 'Headphones repair training: noise cancelling and batteries',
      modules: ['Noise-cancelling architecture', 'Battery safety', 'Calibration with the service jig', 'Bluetooth and firmware'],
    },
  },
  camera: {
    noun: 'cameras and lenses',
    boards: ['Main board', 'Image sensor block', 'Shutter unit', 'LCD monitor assembly', 'Viewfinder block', 'Mount contact block'],
    disassembly: [
      'Remove the battery, the memory cards and the lens. Fit the body cap to protect the sensor.',
      'Remove the rear cover screws (including the two under the eyecup) and lift the rear cover with the monitor.',
      'Disconnect the monitor flex and the rear button flex from the main board.',
      'Remove the main board; then remove the image sensor block with its spacers, noting their thickness.',
    ],
    adjustments: [
      'Perform the flange-back adjustment with the collimator after replacing the image sensor block or the mount.',
      'Run the image-stabilisation gyro calibration and the shutter-speed check with the service software.',
      'Reset the shutter count only when the shutter unit has been replaced.',
    ],
    finalChecks: [
      'Shoot test images at the widest aperture and check focus accuracy in the centre and corners.',
      'Record 4K video for ten minutes and confirm that no overheating warning appears at 25 °C.',
      'Check that the firmware is up to date and restore the customer’s settings if they were saved.',
    ],
    tool: {
      name: 'Aurora Camera Adjustment Software',
      purpose: 'runs flange-back, image-stabilisation and shutter adjustments and writes the sensor data',
      steps: [
        'Connect the camera to the PC by USB in service mode (hold the menu and delete buttons while switching on).',
        'Mount the camera on the collimator and select the adjustment in the software.',
        'Follow the prompts; save the adjustment report with the job number.',
      ],
    },
    news: [
      {
        title: 'Lens communication error with adapted lenses',
        symptom: 'The camera shows “Lens not attached” or a lens communication error with some lenses at low temperature.',
        cause: 'A contact pin of the mount contact block has insufficient spring force.',
        countermeasure: 'Replace the mount contact block and perform the flange-back adjustment.',
        kinds: ['camera', 'lens'],
      },
    ],
    memo: {
      title: 'Sensor cleaning during repair',
      text: 'Clean the image sensor only with the approved swabs and cleaning fluid. Air blowers with brushes can scratch the sensor cover glass and are not allowed.',
    },
    information: {
      title: 'Shutter unit revision for high-speed shooting',
      text: 'A revised shutter unit with a longer rated life is supplied as the service part. The revised unit requires camera firmware 2.00 or later.',
    },
    training: {
      title: 'Camera repair training: sensor, shutter and stabilisation',
      modules: ['Optical adjustments', 'Shutter replacement', 'Image stabilisation calibration', 'Firmware and logs'],
    },
  },
  mobile: {
    noun: 'phones, tablets and watches',
    boards: ['Main board', 'Display assembly', 'Battery', 'Rear camera module', 'Charging port flex', 'SIM tray'],
    disassembly: [
      'Switch the device off and remove the SIM tray.',
      'Heat the rear glass to 80 °C for two minutes and lift it with a suction cup and opening picks.',
      'Disconnect the battery connector before any other connector.',
      'Remove the wireless-charging coil, the main board shield and the main board.',
    ],
    adjustments: [
      'Run the proximity sensor and touch calibration after replacing the display assembly.',
      'Write the IMEI-bound data with the authorised service tool; never transfer it between devices.',
    ],
    finalChecks: [
      'Check calls, mobile data, Wi-Fi, Bluetooth, GPS and NFC.',
      'Check water resistance with the pressure tester after the rear glass is bonded.',
    ],
    tool: {
      name: 'Aurora Mobile Service Suite',
      purpose: 'flashes firmware, restores device data and runs the calibration tests on phones and tablets',
      steps: [
        'Log in with your service centre account; every session is recorded against the job number.',
        'Connect the device in download mode (Volume – while connecting the USB cable).',
        'Flash the firmware for the device’s region, then run the calibration tests.',
      ],
    },
    news: [
      {
        title: 'Device does not charge above 80 %',
        symptom: 'The battery level stops at 80 % even when battery care is off.',
        cause: 'The battery gauge is not recalibrated after a battery replacement.',
        countermeasure: 'Run the battery calibration in the service suite after every battery replacement.',
        kinds: ['phone', 'tablet'],
      },
    ],
    memo: {
      title: 'Adhesive for rear glass bonding',
      text: 'Use only the pre-cut adhesive sheet supplied with the rear glass. Liquid adhesive is not approved and voids the water-resistance rating.',
    },
    information: {
      title: 'Display assemblies supplied with frame',
      text: 'Display assemblies are now supplied with the mid-frame attached. This reduces the repair time and the risk of damaging the flex cables.',
    },
    training: {
      title: 'Mobile repair training: displays, batteries and sealing',
      modules: ['Opening and sealing', 'Battery replacement', 'Display replacement and calibration', 'Data protection during repair'],
    },
  },
  gaming: {
    noun: 'consoles and controllers',
    boards: ['Main board', 'Power supply unit', 'Disc drive', 'Cooling fan', 'Controller main board', 'Analog stick module'],
    disassembly: [
      'Remove the side covers by lifting the rear corner and sliding them towards the back.',
      'Remove the fan cover screws and disconnect the fan.',
      'Remove the power supply unit (4 screws) and the disc drive (2 screws and the flat cable).',
      'Lift out the main board with the heat sink; do not separate the heat sink unless it is replaced.',
    ],
    adjustments: [
      'Run the analog stick calibration with the controller service tool after replacing a stick module.',
      'Pair the disc drive to the main board with the service tool after replacing either part.',
    ],
    finalChecks: [
      'Run a game for 30 minutes and check the fan noise and the temperature log.',
      'Check disc playback, USB ports, Wi-Fi and the controller connection.',
    ],
    tool: {
      name: 'Aurora Console Service Tool',
      purpose: 'pairs replacement disc drives, calibrates analog sticks and reads the console’s error history',
      steps: [
        'Connect the console to the PC with the service cable and start it in safe mode.',
        'Read the error history and save it with the job number.',
        'Pair the replacement part or calibrate the controller as prompted.',
      ],
    },
    news: [
      {
        title: 'Analog stick drift on controllers',
        symptom: 'The character or camera moves slowly without touching the stick.',
        cause: 'Wear of the resistive track in the stick module.',
        countermeasure: 'Replace the analog stick module with the revised part and run the stick calibration.',
        kinds: ['controller'],
      },
    ],
    memo: {
      title: 'Thermal compound on console heat sinks',
      text: 'When the heat sink is removed, replace the liquid-metal thermal interface only with the approved service kit and the masking template. Normal thermal paste is not approved.',
    },
    information: {
      title: 'Revised cooling fan',
      text: 'A quieter cooling fan is supplied as the service part. It is interchangeable with the original fan and requires no software change.',
    },
    training: {
      title: 'Console repair training: cooling and drives',
      modules: ['Disassembly and cooling system', 'Disc drive pairing', 'Controller repair', 'Error history and logs'],
    },
  },
  computer: {
    noun: 'laptops and accessories',
    boards: ['Main board', 'Battery pack', 'Keyboard assembly', 'Display assembly', 'SSD', 'Wi-Fi card'],
    disassembly: [
      'Switch off the battery in the BIOS (Battery ship mode) before opening the laptop.',
      'Remove the bottom cover screws, including the two under the rear rubber feet.',
      'Disconnect the battery, then remove the SSD and the Wi-Fi card.',
      'Remove the fan and the heat pipe, then the main board.',
    ],
    adjustments: [
      'Write the serial number and the product key data with the BIOS service utility after replacing the main board.',
      'Update the embedded controller and BIOS to the latest versions.',
    ],
    finalChecks: [
      'Run the hardware diagnostics for memory, storage, battery and display.',
      'Check the keyboard backlight, touchpad gestures and both USB-C ports with charging.',
    ],
    tool: {
      name: 'Aurora PC Service Utility',
      purpose: 'writes serial numbers and product data to replacement main boards and updates BIOS and embedded controller',
      steps: [
        'Boot the laptop from the service USB stick.',
        'Select Write system data and enter the serial number from the bottom label.',
        'Update the BIOS and embedded controller, then shut down and remove the stick.',
      ],
    },
    news: [
      {
        title: 'Laptop does not power on after battery replacement',
        symptom: 'The laptop shows no sign of power after a battery replacement, even with the charger connected.',
        cause: 'The battery is still in ship mode.',
        countermeasure: 'Connect the charger for ten seconds to wake the battery before pressing the power button.',
        kinds: ['laptop'],
      },
    ],
    memo: {
      title: 'Screw lengths for bottom covers',
      text: 'The bottom cover uses screws of two lengths. The longer screws go in the hinge area only; a long screw in the front area can damage the battery.',
    },
    information: {
      title: 'Keyboard assemblies supplied with palm rest',
      text: 'Keyboard assemblies are supplied with the palm rest and touchpad. Transfer the customer’s fingerprint sensor if fitted.',
    },
    training: {
      title: 'Laptop repair training: power and thermal',
      modules: ['Power architecture', 'Thermal system', 'BIOS and system data', 'Diagnostics'],
    },
  },
  home: {
    noun: 'smart home products',
    boards: ['Main board', 'Wi-Fi module', 'Sensor board', 'Motor unit', 'Battery pack', 'Filter sensor'],
    disassembly: [
      'Disconnect the unit from the mains or remove the battery.',
      'Remove the top cover (four screws under the rubber caps).',
      'Disconnect the sensor and motor harnesses from the main board.',
      'Remove the main board and the Wi-Fi module.',
    ],
    adjustments: [
      'Pair the replacement main board with the customer’s account only after the customer has removed the device from the app.',
      'Run the sensor self-test in service mode.',
    ],
    finalChecks: [
      'Connect the unit to Wi-Fi and check that it reports its status in the app.',
      'Run a full operating cycle and check for unusual noise.',
    ],
    tool: {
      name: 'Aurora Home Service App',
      purpose: 'reads device logs, runs the sensor self-tests and resets devices for a new owner',
      steps: [
        'Sign in to the service app with your service centre account.',
        'Put the device in service mode (hold the button for ten seconds until the light turns purple).',
        'Read the log, run the self-test and save the report with the job number.',
      ],
    },
    news: [
      {
        title: 'Device goes offline every night',
        symptom: 'The device goes offline at the same time every night and reconnects after some minutes.',
        cause: 'The router’s DHCP lease renewal is not handled by the Wi-Fi module firmware.',
        countermeasure: 'Update the device firmware through the app. No hardware repair is needed.',
        kinds: ['smart-speaker', 'robot-vacuum', 'security-camera', 'air-purifier'],
      },
    ],
    memo: {
      title: 'Data protection when replacing main boards',
      text: 'Main boards of smart home products hold Wi-Fi credentials. Return replaced boards in the secure return bag so they are destroyed; never reuse them.',
    },
    information: {
      title: 'Filter sensors as a separate service part',
      text: 'The filter sensor of air purifiers is now available separately. Replace only the sensor when the filter-change indicator is stuck.',
    },
    training: {
      title: 'Smart home repair training',
      modules: ['Connectivity and accounts', 'Sensors and self-tests', 'Motor units', 'Data protection'],
    },
  },
};
